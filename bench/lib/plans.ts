import fs from 'node:fs/promises';

/**
 * The plans of the statements a call really runs, as PostgreSQL's auto_explain logged them
 * (EXPLAIN ANALYZE with buffers, JSON), read back from the cluster's log. A server whose connections
 * turn auto_explain on (AUTO_EXPLAIN_OPTIONS in the connection string) logs every statement.
 */
export const AUTO_EXPLAIN_OPTIONS = '-c auto_explain.log_min_duration=0';

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
export type LoggedPlan = { ms: number; query: string; plan: PlanNode };

export async function logSize(file: string) {
  return (await fs.stat(file)).size;
}

/** The plans logged after `offset` bytes of the log. */
export async function plansSince(file: string, offset: number): Promise<LoggedPlan[]> {
  const handle = await fs.open(file, 'r');
  let text: string;
  try {
    const size = (await handle.stat()).size;
    const buffer = Buffer.alloc(size - offset);
    await handle.read(buffer, 0, buffer.length, offset);
    text = buffer.toString('utf8');
  } finally {
    await handle.close();
  }
  const plans: LoggedPlan[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const head = /duration: ([\d.]+) ms\s+plan:/.exec(lines[i] ?? '');
    if (!head) continue;
    const body: string[] = [];
    while (i + 1 < lines.length && lines[i + 1]?.startsWith('\t')) body.push((lines[++i] ?? '').slice(1));
    try {
      const parsed = JSON.parse(body.join('\n')) as { 'Query Text': string; Plan: PlanNode };
      plans.push({ ms: Number(head[1]), query: parsed['Query Text'], plan: parsed.Plan });
    } catch {
      // a plan cut by the end of the read: the next read has it whole
    }
  }
  return plans;
}

/** A plan in one line: node types, the indexes and tables they read, nesting in brackets. */
export function planGist(node: PlanNode): string {
  let label = node['Node Type'];
  if (node['Index Name']) label += ` ${node['Index Name']}`;
  else if (node['Relation Name']) label += ` ${node['Relation Name']}`;
  const children = (node.Plans ?? []).map(planGist);
  if (!children.length) return label;
  return children.length === 1 ? `${label} > ${children[0]}` : `${label} [${children.join('; ')}]`;
}

/** Buffers touched by the whole plan (the top node's counts include its children's). */
export const planBuffers = (node: PlanNode) =>
  (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);

/** A statement's first words, enough to tell which query of the call it is. */
export function queryLabel(query: string) {
  const flat = query.replace(/\s+/g, ' ').trim();
  const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(flat)?.[1] ?? '';
  const verb = flat.split(' ')[0]?.toLowerCase() ?? '';
  const head = verb === 'with' ? `with…${/\)\s*(select|insert|update)/i.exec(flat)?.[1] ?? ''}` : verb;
  return `${head} ${table}`.trim();
}
