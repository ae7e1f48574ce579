-- The process running an import, so the next start can tell a run whose process died from a live one.
alter table import_runs add column host text, add column pid integer;
--> statement-breakpoint
create index import_runs_running on import_runs (id) where status = 'running';
