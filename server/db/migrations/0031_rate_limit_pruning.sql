-- Ended windows are deleted by window_ends_at (server/api/rate-limit.ts).
create index rate_limit_counters_window_ends_at on rate_limit_counters (window_ends_at);
