// Sign-ins under a registration flood: a legitimate user signs in 5 times while N registrations
// arrive at once from another address, of a name already taken (`--taken`, the default) or of fresh
// names (`--fresh`). Prints the sign-in times before and during the flood and what the flood got.
// Run against a server started with TRUST_PROXY=true (the two addresses are told apart by
// X-Forwarded-For) and sign-in limits high enough for 10 sign-ins:
//
//   TRUST_PROXY=true RATE_LIMIT_LOGINS=1000 RATE_LIMIT_REGISTER=100000 DATA_DIR=/tmp/flood npm start
//   node --import tsx apps/server/bench/sign-in-flood.ts --url http://127.0.0.1:3000 [--fresh] [--n 250]
const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const url = option('url', 'http://127.0.0.1:3000');
const count = Number(option('n', '120'));
const fresh = args.includes('--fresh');

async function csrf(ip: string): Promise<string> {
  const reply = await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': ip } });
  return reply.headers.get('x-csrf-token') ?? '';
}

async function post(path: string, body: unknown, ip: string, token: string): Promise<number> {
  const reply = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'x-csrf-token': token,
      cookie: `csrf_token=${token}`,
    },
    body: JSON.stringify(body),
  });
  await reply.arrayBuffer();
  return reply.status;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const stamp = Date.now() % 1_000_000;
const username = `owner_${stamp}`;
const password = 'correct horse battery';
const ownerIp = '10.50.0.1';
const attackerIp = '10.60.0.1';
const ownerCsrf = await csrf(ownerIp);
const attackerCsrf = await csrf(attackerIp);
if ((await post('/api/auth/register', { username, password }, ownerIp, ownerCsrf)) !== 201) {
  throw new Error('could not register the owner');
}

async function signIns(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const status = await post('/api/auth/login', { username, password }, ownerIp, ownerCsrf);
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`sign-in answered ${status}`);
  }
  return times;
}

const quiet = await signIns();
const flood = Array.from({ length: count }, (_, i) =>
  post(
    '/api/auth/register',
    { username: fresh ? `flood_${stamp}_${i}` : username, password: `flood password ${i}` },
    attackerIp,
    attackerCsrf,
  ),
);
const during = await signIns();
const statuses = await Promise.all(flood);
const tally: Record<number, number> = {};
for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
console.log(
  JSON.stringify({
    flood: `${count} ${fresh ? 'fresh' : 'taken'}`,
    quietMedianMs: Math.round(median(quiet)),
    floodMedianMs: Math.round(median(during)),
    floodMaxMs: Math.round(Math.max(...during)),
    registrations: tally,
  }),
);
