-- 0083 user flows (002 sections 4.2 and 7; docs/decisions/0081): flows and their pages, one session per
-- visitor (the tw_visitor cookie) and flow remembering the page last viewed, and the tracked events.
CREATE TABLE user_flows (
  id         text    PRIMARY KEY,
  name       text    NOT NULL,
  flow_flags integer NOT NULL DEFAULT 0,
  is_enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE user_flow_pages (
  flow_id     text    NOT NULL REFERENCES user_flows (id) ON DELETE CASCADE,
  page_id     integer NOT NULL,
  uri_path    text    NOT NULL,
  -- bit 1: optional page (core/shell/user-flow.machine.ts USER_FLOW_OPTIONAL_PAGE_FLAG)
  page_flags  integer NOT NULL DEFAULT 0,
  page_order  integer NOT NULL,
  title       text    NOT NULL,
  target_path text    NOT NULL,
  PRIMARY KEY (flow_id, page_id),
  UNIQUE (flow_id, uri_path)
);

CREATE TABLE user_flow_sessions (
  flow_id           text        NOT NULL REFERENCES user_flows (id) ON DELETE CASCADE,
  visitor_id        text        NOT NULL,
  user_id           uuid        REFERENCES users (id) ON DELETE SET NULL,
  page_id           integer     NOT NULL,
  client_flag       integer     NOT NULL DEFAULT 0,
  referrer          text,
  origin            text,
  criteria          jsonb       NOT NULL DEFAULT '{}',
  started_at        timestamptz NOT NULL,
  last_heartbeat_at timestamptz,
  PRIMARY KEY (flow_id, visitor_id)
);

CREATE TABLE user_flow_events (
  id          bigserial   PRIMARY KEY,
  flow_id     text        NOT NULL,
  visitor_id  text        NOT NULL,
  action_name text        NOT NULL,
  url         text        NOT NULL,
  data        jsonb       NOT NULL DEFAULT '{}',
  page_id     integer,
  occurred_at timestamptz NOT NULL,
  FOREIGN KEY (flow_id, visitor_id) REFERENCES user_flow_sessions (flow_id, visitor_id) ON DELETE CASCADE
);
CREATE INDEX user_flow_events_session ON user_flow_events (flow_id, visitor_id, occurred_at);

-- The people-search flow: its steps lead to the site's existing pages.
INSERT INTO user_flows (id, name, flow_flags, is_enabled) VALUES ('people-search', 'People search', 0, true)
  ON CONFLICT DO NOTHING;
INSERT INTO user_flow_pages (flow_id, page_id, uri_path, page_flags, page_order, title, target_path) VALUES
  ('people-search', 1, 'search', 0, 1, 'Search by name', '/name'),
  ('people-search', 2, 'search-tips', 1, 2, 'Search tips', '/help'),
  ('people-search', 3, 'results', 0, 3, 'Find the right person', '/find-people'),
  ('people-search', 4, 'join', 0, 4, 'Become a member', '/join')
  ON CONFLICT DO NOTHING;
