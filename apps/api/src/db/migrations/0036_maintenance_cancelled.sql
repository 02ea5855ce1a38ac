-- Issue 38: a scheduled maintenance window can be cancelled before it starts. Nothing is deleted
-- (DESIGN §4): the row stays, marked, and no longer closes anyone or lists as open.
ALTER TABLE maintenance_windows ADD COLUMN cancelled_at timestamptz;
