"""``judge serve``: build if needed, then serve the web app and API with gunicorn."""

from __future__ import annotations

import gc

import click


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--workers", default=2, show_default=True, type=click.IntRange(1, 64))
@click.option("--threads", default=None, type=click.IntRange(1, 256),
              help="Threads per worker (requests one worker serves at once)  [default: 32]")
def serve(host: str, port: int, workers: int, threads: int | None) -> None:
    """Serve the web app and the JSON API with a production WSGI server (gunicorn)."""
    from gunicorn.app.base import BaseApplication

    from judge.build import build
    from judge.web.worker import READ_SECONDS, THREADS, JudgeWorker

    summary = build()
    click.echo(f"Corpus: {summary['sections']} sections from {summary['sources']} sources "
               f"({'built' if summary['built'] else 'up to date'}).", err=True)

    class JudgeServer(BaseApplication):  # type: ignore[misc]
        def load_config(self) -> None:
            self.cfg.set("bind", f"{host}:{port}")
            self.cfg.set("workers", workers)
            # threaded workers: a slow client holds one thread, never a whole worker;
            # every request must arrive whole within READ_SECONDS (judge.web.worker)
            self.cfg.set("worker_class", JudgeWorker)
            self.cfg.set("threads", threads or THREADS)
            self.cfg.set("keepalive", 5)
            self.cfg.set("timeout", 30)
            self.cfg.set("graceful_timeout", 20)
            self.cfg.set("accesslog", "-")
            self.cfg.set("preload_app", True)
            # the longest request line gunicorn accepts; longer ones get a JSON 414
            self.cfg.set("limit_request_line", 8190)
            self.cfg.set("limit_request_fields", 100)
            self.cfg.set("limit_request_field_size", 8190)
            # no control socket: gunicorn's default is one path per user (in the home
            # directory), which every `judge serve` of that user would take from the last
            self.cfg.set("control_socket_disable", True)

        def load(self):  # noqa: ANN202
            from judge.web import create_app
            from judge.web.state import warm_up

            app = create_app()
            warm_up()
            # What was loaded lives as long as the server: move it out of the garbage
            # collector's sight, so that full collections (set off by the objects each
            # request allocates) no longer walk the whole graph and index, and the forked
            # workers keep sharing those pages instead of copying them.
            gc.collect()
            gc.freeze()
            return app

    click.echo(f"Serving Judge on http://{host}:{port}/ ({workers} workers x {threads or THREADS} "
               f"threads; requests must arrive within {READ_SECONDS:g} s)", err=True)
    JudgeServer().run()


def register(group: click.Group) -> None:
    group.add_command(serve)
