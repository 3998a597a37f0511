-- What an agent knows when it answers or works, and a chat turn, as PL/pgSQL functions:
-- each connection plans their queries once and reuses the plans, so a chat turn costs one
-- call before the model is asked (decision 021). server/agents/context.ts reads the rows.

-- The agent (with its model, read fresh: an admin may change it), its company (or the
-- user's, or the first one), its latest 20 tasks, the company's metrics and data sources,
-- and the conversation's latest messages (oldest first), as JSON columns.
CREATE OR REPLACE FUNCTION agent_context(p_agent_id integer, p_user_company_id integer, p_conversation_id integer, p_history_limit integer)
RETURNS TABLE (agent json, company json, tasks json, metrics json, "dataSources" json, history json)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH ctx_agent AS (
    SELECT a.id, a.name, a.role, a.system_prompt, a.company_id, a.model FROM agents a WHERE a.id = p_agent_id
  ), ctx_company AS (
    SELECT c.id, c.name, c.slug, c.description, c.industry FROM companies c
     WHERE c.id = coalesce((SELECT x.company_id FROM ctx_agent x), p_user_company_id)
        OR coalesce((SELECT x.company_id FROM ctx_agent x), p_user_company_id) IS NULL
     ORDER BY c.id LIMIT 1
  )
  SELECT
    (SELECT json_build_object('id', x.id, 'name', x.name, 'role', x.role, 'systemPrompt', x.system_prompt, 'companyId', x.company_id, 'model', x.model) FROM ctx_agent x),
    (SELECT json_build_object('id', x.id, 'name', x.name, 'slug', x.slug, 'description', x.description, 'industry', x.industry) FROM ctx_company x),
    (SELECT coalesce(json_agg(json_build_object('title', t.title, 'status', t.status, 'priority', t.priority, 'progress', t.progress, 'isSample', t.is_sample)
                              ORDER BY t.created_at DESC, t.id DESC), '[]')
       FROM (SELECT * FROM tasks tk WHERE tk.agent_id = p_agent_id ORDER BY tk.created_at DESC, tk.id DESC LIMIT 20) t),
    (SELECT coalesce(json_agg(json_build_object('service', m.service, 'metric', m.metric, 'value', m.value, 'isSample', m.is_sample) ORDER BY m.id), '[]')
       FROM system_metrics m WHERE m.company_id = (SELECT x.id FROM ctx_company x)),
    (SELECT coalesce(json_agg(json_build_object('name', d.name, 'type', d.type, 'status', d.status, 'isSample', d.is_sample) ORDER BY d.id), '[]')
       FROM data_sources d WHERE d.company_id = (SELECT x.id FROM ctx_company x)),
    (SELECT coalesce(json_agg(json_build_object('role', h.role, 'content', h.content) ORDER BY h.id), '[]')
       FROM (SELECT ms.id, ms.role, ms.content FROM messages ms
              WHERE p_conversation_id IS NOT NULL AND ms.conversation_id = p_conversation_id
              ORDER BY ms.id DESC LIMIT p_history_limit) h);
END $$;
--> statement-breakpoint

-- A user's message in one call: checks the conversation is the user's (no row otherwise, and
-- nothing is written), touches it, stores the message, and returns the conversation, the
-- stored message and the agent's context (whose history ends with that message).
CREATE OR REPLACE FUNCTION chat_turn(p_conversation_id integer, p_user_id integer, p_content text, p_user_company_id integer, p_history_limit integer)
RETURNS TABLE (conversation json, message json, agent json, company json, tasks json, metrics json, "dataSources" json, history json)
LANGUAGE plpgsql AS $$
DECLARE
  conv conversations;
  msg messages;
BEGIN
  UPDATE conversations cv SET last_activity = now(), updated_at = now()
   WHERE cv.id = p_conversation_id AND cv.user_id = p_user_id
  RETURNING cv.* INTO conv;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO messages (conversation_id, role, content) VALUES (conv.id, 'user', p_content) RETURNING * INTO msg;
  RETURN QUERY
  SELECT
    json_build_object('title', conv.title, 'projectContext', conv.project_context, 'summary', conv.summary),
    json_build_object('id', msg.id, 'conversationId', msg.conversation_id, 'role', msg.role, 'content', msg.content, 'metadata', msg.metadata, 'createdAt', msg.created_at),
    c.agent, c.company, c.tasks, c.metrics, c."dataSources", c.history
  FROM agent_context(conv.agent_id, p_user_company_id, conv.id, p_history_limit) c;
END $$;
