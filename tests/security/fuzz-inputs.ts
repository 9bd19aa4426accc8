// Generated bad inputs for every API endpoint (issue 14, the fuzz): a seeded generator, so a
// run is repeatable and a failure names the input that caused it.

/** Who sends the request: nobody signed in, a free account, a staff (admin) account. */
export type Session = 'none' | 'user' | 'staff';

export interface FuzzInput {
  /** What the input tries, for failure messages and the summary. */
  kind: string;
  method: string;
  path: string;
  session: Session;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** mulberry32: a small, good-enough PRNG with a 32-bit seed. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
export type Random = ReturnType<typeof prng>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Endpoint {
  method: string;
  path: string;
  session: Session;
  /** A well-formed body the mutations start from (JSON endpoints). */
  body?: Record<string, Json>;
  /** Query values the mutations start from (GET endpoints with a query). */
  query?: Record<string, string>;
  /** A multipart endpoint (reports upload). */
  multipart?: boolean;
  /** Extra headers (the webhook token). */
  headers?: Record<string, string>;
}

const ID = '1';

/**
 * Every route of the API (api/src/routes/*), each with the session that reaches its
 * validation. Logout and the password change are left to anonymous callers so the fuzz
 * keeps its sessions.
 */
export function endpoints(webhookToken: string): Endpoint[] {
  const report = {
    reportTypeId: 2,
    title: 'Link quebrado',
    description: 'O link de download não abre.',
    email: 'ana@demo.org',
    whatsapp: '11987654321',
  };
  const art = {
    title: 'Culto da Família',
    categoryId: 1,
    formatId: 1,
    fileTypeId: 1,
    imageUrl: 'https://cdn.example.com/a.webp',
    isPremium: false,
  };
  const popup = {
    title: 'Oferta',
    content: '<p>Olá</p>',
    buttonText: 'Ver',
    buttonUrl: '/planos',
    backgroundColor: '#FFFFFF',
    buttonRadius: 4,
    delay: 2,
    targetPages: ['home'],
    audience: 'all',
  };
  const subscription = {
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    userAgent: 'Mozilla/5.0',
  };
  // The provider's v2.0 postback, its fields as the API reads them.
  const purchase = {
    id: 'evento-1',
    creation_date: 1759194927364,
    event: 'PURCHASE_APPROVED',
    version: '2.0.0',
    data: {
      buyer: { email: 'comprador@demo.org' },
      purchase: {
        transaction: 'T-1',
        status: 'APPROVED',
        offer: { code: 'artegospel-mensal' },
        price: { value: 29.9, currency_value: 'BRL' },
      },
    },
  };
  const list = { page: '1', limit: '24', sortBy: 'recentes', search: 'culto', categoryId: '1' };
  return [
    // auth flow 1
    { method: 'GET', path: '/api/user', session: 'user' },
    {
      method: 'POST',
      path: '/api/login',
      session: 'none',
      body: { username: 'nao-existe@demo.org', password: 'errada123', rememberMe: false },
    },
    {
      method: 'POST',
      path: '/api/register',
      session: 'none',
      body: { username: 'ana', email: 'ana@demo.org', password: 'segredo1', name: 'Ana' },
    },
    { method: 'POST', path: '/api/logout', session: 'none', body: {} },
    { method: 'POST', path: '/api/email-verification/send', session: 'none' },
    {
      method: 'POST',
      path: '/api/email-verification/verify',
      session: 'user',
      body: { code: '123456' },
    },
    { method: 'GET', path: '/api/users/stats', session: 'user' },
    // auth flow 2
    {
      method: 'POST',
      path: '/api/auth/supabase/login',
      session: 'none',
      body: { email: 'nao-existe@demo.org', password: 'errada123' },
    },
    {
      method: 'POST',
      path: '/api/auth/supabase/register',
      session: 'none',
      body: { email: 'ana@demo.org', password: 'segredo1', userData: { name: 'Ana' } },
    },
    { method: 'POST', path: '/api/auth/supabase/logout', session: 'none' },
    { method: 'GET', path: '/api/auth/supabase/session', session: 'user' },
    {
      method: 'POST',
      path: '/api/auth/supabase/reset-password',
      session: 'none',
      body: { email: 'nao-existe@demo.org' },
    },
    {
      method: 'POST',
      path: '/api/auth/supabase/update-password',
      session: 'none',
      body: { password: 'novasenha1', token: 'token-invalido' },
    },
    {
      method: 'POST',
      path: '/api/auth/supabase/confirm-email',
      session: 'staff',
      body: { userId: 999_999 },
    },
    // catalogue
    { method: 'GET', path: '/api/categories', session: 'none' },
    { method: 'GET', path: '/api/arts', session: 'none', query: list },
    { method: 'GET', path: '/api/artes', session: 'none', query: { ...list, fileType: 'psd' } },
    { method: 'GET', path: '/api/arts/popular', session: 'none' },
    { method: 'GET', path: '/api/collections', session: 'none', query: { page: '1' } },
    { method: 'GET', path: '/api/categorias/slug/agendas', session: 'none' },
    { method: 'GET', path: '/api/formats', session: 'none' },
    { method: 'GET', path: '/api/fileTypes', session: 'none' },
    { method: 'GET', path: '/api/testimonials', session: 'none' },
    { method: 'GET', path: '/api/search/suggestions', session: 'none', query: { q: 'culto' } },
    { method: 'GET', path: '/api/site-settings', session: 'none' },
    { method: 'GET', path: '/api/designers', session: 'none' },
    { method: 'GET', path: '/api/designers/rafaelmoreira', session: 'none' },
    { method: 'GET', path: '/api/designers/rafaelmoreira/arts', session: 'none', query: list },
    { method: 'POST', path: '/api/designers/rafaelmoreira/follow', session: 'user' },
    { method: 'DELETE', path: '/api/designers/rafaelmoreira/follow', session: 'user' },
    { method: 'GET', path: '/api/following', session: 'user' },
    // library
    { method: 'GET', path: `/api/arts/${ID}`, session: 'none' },
    { method: 'POST', path: `/api/arts/${ID}/download`, session: 'user' },
    { method: 'GET', path: '/api/downloads', session: 'user' },
    { method: 'POST', path: `/api/arts/${ID}/favorite`, session: 'user' },
    { method: 'DELETE', path: `/api/arts/${ID}/favorite`, session: 'user' },
    { method: 'POST', path: `/api/arts/${ID}/save`, session: 'user' },
    { method: 'DELETE', path: `/api/arts/${ID}/save`, session: 'user' },
    { method: 'GET', path: '/api/favorites', session: 'user' },
    { method: 'GET', path: '/api/saved', session: 'user' },
    // profile
    {
      method: 'PUT',
      path: '/api/profile',
      session: 'user',
      body: { name: 'Lucas Almeida', phone: '11987654321', bio: 'Designer' },
    },
    {
      method: 'POST',
      path: '/api/profile/password',
      session: 'none',
      body: { currentPassword: 'demo12345', newPassword: 'novasenha1' },
    },
    // popups
    {
      method: 'GET',
      path: '/api/popups/active',
      session: 'none',
      query: { currentPath: 'home', sessionId: 's-1' },
    },
    {
      method: 'POST',
      path: `/api/popups/track-view/${ID}`,
      session: 'none',
      body: { sessionId: 's-1' },
    },
    {
      method: 'POST',
      path: `/api/popups/track-click/${ID}`,
      session: 'none',
      body: { sessionId: 's-1' },
    },
    {
      method: 'POST',
      path: '/api/popups/view',
      session: 'none',
      body: { popupId: 1, sessionId: 's-1', action: 'dismiss' },
    },
    // reports
    { method: 'POST', path: '/api/reports-v2', session: 'none', body: report },
    { method: 'POST', path: '/api/reports-v2/upload', session: 'none', multipart: true },
    // push
    { method: 'GET', path: '/api/push/vapid-key', session: 'none' },
    { method: 'POST', path: '/api/push/subscribe', session: 'user', body: subscription },
    { method: 'POST', path: '/api/push/unsubscribe', session: 'user', body: { endpoint: 'x' } },
    // webhooks, with and without the token
    {
      method: 'POST',
      path: '/api/webhooks/checkout',
      session: 'none',
      body: purchase,
      headers: { 'x-hotmart-hottok': webhookToken },
    },
    { method: 'POST', path: '/api/webhooks/checkout', session: 'none', body: purchase },
    // admin, with a staff session and without
    ...(['staff', 'none', 'user'] as const).flatMap((session): Endpoint[] => [
      { method: 'POST', path: '/api/admin/arts', session, body: art },
      { method: 'PUT', path: `/api/admin/arts/${ID}`, session, body: art },
      { method: 'DELETE', path: '/api/admin/arts/999999', session },
      { method: 'POST', path: '/api/admin/arts/publish', session, body: { artIds: [999_999] } },
      {
        method: 'POST',
        path: '/api/admin/categories',
        session,
        body: { name: 'Nova', slug: 'nova', description: 'x' },
      },
      {
        method: 'PUT',
        path: `/api/admin/categories/${ID}`,
        session,
        body: { name: 'Agendas', slug: 'agendas' },
      },
      { method: 'DELETE', path: '/api/admin/categories/999999', session },
      { method: 'GET', path: '/api/admin/popups', session },
      { method: 'POST', path: '/api/admin/popups', session, body: popup },
      { method: 'PUT', path: `/api/admin/popups/${ID}`, session, body: popup },
      { method: 'DELETE', path: '/api/admin/popups/999999', session },
      { method: 'GET', path: '/api/admin/reports', session },
      {
        method: 'PATCH',
        path: `/api/admin/reports/${ID}`,
        session,
        body: { status: 'em_analise' },
      },
      {
        method: 'PATCH',
        path: `/api/admin/reports/${ID}`,
        session,
        body: { note: 'Pedi o arquivo original.' },
      },
      { method: 'POST', path: `/api/admin/reports/${ID}/unpublish-art`, session },
      { method: 'GET', path: `/api/admin/reports/${ID}/evidence/${ID}`, session },
      { method: 'GET', path: '/api/admin/users?q=maria&page=1', session },
      {
        method: 'PUT',
        path: `/api/admin/users/${ID}/level`,
        session,
        body: { nivelacesso: 'suporte' },
      },
      {
        method: 'POST',
        path: `/api/admin/users/${ID}/premium`,
        session,
        body: { mode: 'days', plan: 'mensal', days: 30, reason: 'Cortesia de teste' },
      },
      { method: 'GET', path: '/api/admin/summary', session },
      {
        method: 'PUT',
        path: '/api/admin/site-settings',
        session,
        body: { primaryColor: '#4F46E5' },
      },
    ]),
  ];
}

// Values that break a field: wrong types, huge and NUL strings, out-of-range numbers and
// unicode tricks (RTL override, lone surrogates, combining marks, zero-width, BOM).
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\uD800',
  'x\uDFFFy',
  `a${'\u0301'.repeat(500)}`,
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359',
  '\u200B\u200D\uFEFF',
  '\uFFFF\uFFFE',
  '😀'.repeat(300),
  'a'.repeat(5_000),
  'a'.repeat(60_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '$'.concat('{jndi:ldap://x}'),
  '__proto__',
  'https://127.0.0.1.nip.io/push',
  'http://169.254.169.254/latest/meta-data',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 40,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER,
];

function hostileValue(random: Random): Json {
  switch (random.int(7)) {
    case 0:
    case 1:
      return random.pick(HOSTILE_STRINGS);
    case 2:
      return random.pick(HOSTILE_NUMBERS);
    case 3:
      return random.pick([true, false, null]);
    case 4:
      return random.pick([[], [1, 2], ['a'], [null], [[[]]]]);
    case 5:
      return random.pick([{}, { a: 1 }, { __proto__: { admin: true } } as Json, { '': '' }]);
    default:
      return Array.from({ length: 200 }, (_, i) => i);
  }
}

/** Raw JSON text no JSON.stringify can produce. */
const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e400}',
  '{"a":-1e400}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  'null',
  '[]',
  '"texto"',
  '123',
  'true',
  '{"a":1}{"b":2}',
  '\u0000{}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\uFEFF{}',
];

/** Bytes that are not UTF-8: overlong encodings, lone continuation bytes, a bad lead. */
const BAD_UTF8: number[][] = [
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xf0, 0x80, 0x80, 0xaf],
  [0x80],
  [0xff, 0xfe],
  [0xed, 0xa0, 0x80],
];

const CONTENT_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'image/png',
  '',
  'application/json, text/plain',
  '*/*',
];

const ODD_METHODS = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE', 'LOCK'];

const QUERY_VALUES = [
  '',
  '%00',
  'a%00b',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '-1',
  '0',
  '1.5',
  '1e400',
  '99999999999999999999',
  String(2 ** 40),
  'NaN',
  'true',
  '_all',
  '%E2%80%AE',
  encodeURIComponent('a\u0301\u0301\u0301'),
  'a'.repeat(4_000),
  '[]',
  '{}',
];

const PATH_PARAMS = [
  '0',
  '-1',
  '-2',
  '1.5',
  '99999999999',
  String(2 ** 40),
  'abc',
  '%00',
  'a%00b',
  '%2e%2e',
  '..%2f..%2f',
  '%ZZ',
  '%F0%9F%98%80',
  encodeURIComponent('\u202E1'),
  'a'.repeat(2_000),
  '1%20OR%201=1',
];

function mutateObject(base: Record<string, Json>, random: Random): [string, Json] {
  const keys = Object.keys(base);
  const copy: Record<string, Json> = structuredClone(base);
  const key = keys.length > 0 ? random.pick(keys) : 'campo';
  switch (random.int(6)) {
    case 0:
      delete copy[key];
      return [`campo ausente: ${key}`, copy];
    case 1:
      copy[random.pick(['extra', '__proto__', 'constructor', 'isAdmin', 'nivelacesso'])] =
        hostileValue(random);
      return ['campo extra', copy];
    case 2: {
      const inner = copy[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        const [kind, mutated] = mutateObject(inner, random);
        copy[key] = mutated;
        return [`${key}.${kind}`, copy];
      }
      copy[key] = hostileValue(random);
      return [`valor hostil: ${key}`, copy];
    }
    case 3:
      copy[key] = random.pick(HOSTILE_NUMBERS);
      return [`número fora da faixa: ${key}`, copy];
    case 4:
      copy[key] = random.pick(HOSTILE_STRINGS);
      return [`texto hostil: ${key}`, copy];
    default:
      for (const each of keys) copy[each] = hostileValue(random);
      return ['todos os campos hostis', copy];
  }
}

function queryString(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([key, value]) => `${key}=${value}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Replaces the path's id or slug segment (the last one, or the one before an action). */
function withParam(path: string, value: string): string | undefined {
  const segments = path.split('/');
  const index = segments.findIndex(
    (segment, i) =>
      i > 2 && (/^\d+$/.test(segment) || segment === 'agendas' || segment === 'rafaelmoreira'),
  );
  if (index < 0) return undefined;
  segments[index] = value;
  return segments.join('/');
}

function multipartBody(random: Random): {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  kind: string;
} {
  const boundary = '----fuzz';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const variants: [string, string][] = [
    ['multipart sem fim', `${field('title', 'Link quebrado')}`],
    ['multipart sem campos', `--${boundary}--\r\n`],
    [
      'multipart com NUL',
      `${field('reportTypeId', '2')}${field('title', 'a\u0000b')}${field('description', 'x'.repeat(20))}--${boundary}--\r\n`,
    ],
    [
      'multipart arquivo falso',
      `${field('reportTypeId', '2')}${field('title', 'Link quebrado')}${field('description', 'Não abre o link')}--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
    ],
    ['multipart lixo', '\u0000\u0001garbage'],
    [
      'multipart campos repetidos',
      `${field('title', 'a')}${field('title', 'b')}${field('reportTypeId', String(2 ** 40))}--${boundary}--\r\n`,
    ],
  ];
  const [kind, text] = random.pick(variants);
  const contentType = random.pick([
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data',
    'multipart/form-data; boundary=outro',
  ]);
  return { body: new TextEncoder().encode(text), contentType, kind };
}

/**
 * `count` hostile inputs spread over every endpoint, always the same for one seed. Each
 * endpoint gets a share of every strategy its shape allows.
 */
export function generateInputs(seed: number, count: number, webhookToken: string): FuzzInput[] {
  const random = prng(seed);
  const all = endpoints(webhookToken);
  const inputs: FuzzInput[] = [];
  for (let i = 0; inputs.length < count; i += 1) {
    const endpoint = all[i % all.length] as Endpoint;
    const headers: Record<string, string> = { ...endpoint.headers };
    const strategies = ['metodo', 'query', 'param', 'unicode-path'];
    if (endpoint.method !== 'GET') strategies.push('json-invalido', 'tipo', 'utf8', 'corpo');
    if (endpoint.body) strategies.push('campo', 'campo', 'campo', 'campo');
    if (endpoint.multipart) strategies.push('multipart', 'multipart');
    const strategy = random.pick(strategies);
    const base = {
      method: endpoint.method,
      path: endpoint.path + queryString(endpoint.query ?? {}),
      session: endpoint.session,
      headers,
    };
    const json = { ...headers, 'content-type': 'application/json' };
    switch (strategy) {
      case 'campo': {
        const [kind, body] = mutateObject(endpoint.body ?? {}, random);
        inputs.push({ ...base, kind, headers: json, body: JSON.stringify(body) });
        break;
      }
      case 'json-invalido':
        inputs.push({ ...base, kind: 'JSON inválido', headers: json, body: random.pick(BAD_JSON) });
        break;
      case 'utf8': {
        const prefix = new TextEncoder().encode('{"name":"');
        const bytes = Uint8Array.from([...prefix, ...random.pick(BAD_UTF8), 0x22, 0x7d]);
        inputs.push({ ...base, kind: 'UTF-8 inválido (overlong)', headers: json, body: bytes });
        break;
      }
      case 'tipo': {
        const type = random.pick(CONTENT_TYPES);
        const body = JSON.stringify(endpoint.body ?? { a: 1 });
        inputs.push({
          ...base,
          kind: `content-type: ${type || '(nenhum)'}`,
          headers: type ? { ...headers, 'content-type': type } : headers,
          body,
        });
        break;
      }
      case 'corpo': {
        const size = random.pick([70_000, 300_000, 2_000_000]);
        inputs.push({
          ...base,
          kind: `corpo de ${size} bytes`,
          headers: json,
          body: JSON.stringify({ a: 'a'.repeat(size) }),
        });
        break;
      }
      case 'multipart': {
        const { body, contentType, kind } = multipartBody(random);
        inputs.push({ ...base, kind, headers: { ...headers, 'content-type': contentType }, body });
        break;
      }
      case 'metodo': {
        const method = random.pick(ODD_METHODS.filter((m) => m !== endpoint.method));
        inputs.push({
          ...base,
          method,
          kind: `método ${method}`,
          ...(method === 'HEAD' || method === 'OPTIONS'
            ? {}
            : { headers: json, body: JSON.stringify(endpoint.body ?? {}) }),
        });
        break;
      }
      case 'query': {
        const keys = Object.keys(endpoint.query ?? { q: '' });
        const values: Record<string, string> = { ...endpoint.query };
        const mode = random.int(4);
        if (mode === 0) {
          for (let n = 0; n < 300; n += 1) values[`k${n}`] = 'v';
        } else if (mode === 1) {
          values[random.pick(keys)] = 'a'.repeat(random.pick([2_000, 6_000]));
        } else {
          for (const key of keys) if (random.int(2) === 0) values[key] = random.pick(QUERY_VALUES);
          values[random.pick(keys)] = random.pick(QUERY_VALUES);
        }
        const repeated = mode === 3 ? `&${random.pick(keys)}=1&${random.pick(keys)}=2` : '';
        inputs.push({
          ...base,
          kind: ['query com 300 chaves', 'query enorme', 'query hostil', 'query repetida'][
            mode
          ] as string,
          path: endpoint.path + queryString(values) + repeated,
          ...(endpoint.body ? { headers: json, body: JSON.stringify(endpoint.body) } : {}),
        });
        break;
      }
      case 'param': {
        const path = withParam(endpoint.path, random.pick(PATH_PARAMS));
        if (!path) continue;
        inputs.push({
          ...base,
          kind: 'parâmetro de caminho hostil',
          path,
          ...(endpoint.body ? { headers: json, body: JSON.stringify(endpoint.body) } : {}),
        });
        break;
      }
      default: {
        const tail = random.pick([
          '%00',
          '%ZZ',
          '%E2%80%AE',
          '%C0%AF',
          '..%2f',
          ';x=1',
          '%20',
          '~',
        ]);
        inputs.push({ ...base, kind: 'caminho hostil', path: `${endpoint.path}/${tail}` });
      }
    }
  }
  return inputs;
}
