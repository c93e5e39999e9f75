// Which compression a client takes, from its Accept-Encoding (REST JSON and the app shell).

/** The encoding to answer with: br when the client takes it, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}
