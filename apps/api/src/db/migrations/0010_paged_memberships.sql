-- Indexes for keyset pages: a fan's active memberships newest first (member cards and the
-- memberships list), and a project's creators in catalogue order (membership candidates). A page is
-- then an index range scan of its own rows, whatever the fan's or the project's size.
CREATE INDEX memberships_listener_newest_idx ON memberships (listener_id, issued_at DESC, id DESC)
  WHERE status = 'active';
CREATE INDEX contributors_project_order_idx ON contributors (project_id, sort_order, id);
-- The latest terms of a project, read (id only) by the gate's short-lived cache.
CREATE INDEX terms_project_published_idx ON terms_and_conditions (project_id, published_at DESC, id DESC);
