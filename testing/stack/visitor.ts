export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * A browser-like client of the stack at `baseUrl`: same-origin calls (the BFF's cross-site
 * check lets them through) that keep the session cookie between calls.
 */
export function visitor(baseUrl: string) {
  let cookie = '';
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.get('set-cookie');
    if (set?.startsWith('ag_session=')) {
      const value = set.split(';')[0] as string;
      cookie = value.endsWith('=') ? '' : value;
    }
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: json && text ? JSON.parse(text) : {}, headers: res.headers };
  };
  return Object.assign(call, { cookie: () => cookie });
}
