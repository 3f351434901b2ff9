import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPublicUrl, isPublicIp, UrlFetchError, type FetchLimits } from './public-url';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6a35b0000000049454e44ae426082',
  'hex',
);

describe('isPublicIp', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an ip',
    '',
  ])('refuses %s', (ip) => expect(isPublicIp(ip)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'accepts %s',
    (ip) => expect(isPublicIp(ip)).toBe(true),
  );
});

describe('fetchPublicUrl', () => {
  const limits: FetchLimits = { maxBytes: 1024, contentTypes: ['image/'], timeoutMs: 3000 };
  let server: Server;
  let base: string;
  const reasonOf = async (url: string, extra: Partial<FetchLimits> = {}) => {
    try {
      await fetchPublicUrl(url, { ...limits, ...extra });
      return 'fetched';
    } catch (e) {
      return e instanceof UrlFetchError ? e.reason : `unexpected ${String(e)}`;
    }
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/design.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      if (req.url === '/big.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096));
      // No content-length: the size limit must hold while streaming.
      if (req.url === '/stream.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        for (let i = 0; i < 8; i += 1) res.write(Buffer.alloc(512));
        return res.end();
      }
      if (req.url === '/moved') return res.writeHead(302, { location: '/design.png' }).end();
      if (req.url === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/slow.png') return setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 2000);
      // Answers at once, then drips: only a deadline on the whole exchange stops it.
      if (req.url === '/drip.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(Buffer.alloc(1))), 50);
        return res.on('close', () => clearInterval(drip));
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('refuses other schemes and malformed URLs', async () => {
    expect(await reasonOf('file:///etc/passwd')).toBe('bad_url');
    expect(await reasonOf('ftp://example.com/a.png')).toBe('bad_url');
    expect(await reasonOf('gopher://127.0.0.1:6379/_')).toBe('bad_url');
    expect(await reasonOf('not a url')).toBe('bad_url');
  });

  it('refuses loopback, private, link-local and metadata addresses, and names resolving to them', async () => {
    for (const url of [
      `${base}/design.png`,
      'http://10.0.0.5/a.png',
      'http://192.168.0.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.png',
      'http://[::ffff:127.0.0.1]/a.png',
      'http://0x7f000001/a.png',
      'http://2130706433/a.png',
      'http://localhost/a.png',
    ])
      expect([url, await reasonOf(url)]).toEqual([url, 'private_address']);
  });

  it('fetches an image from a (test-allowed) server, following a redirect', async () => {
    const got = await fetchPublicUrl(`${base}/moved`, { ...limits, allowPrivate: true });
    expect(got.contentType).toBe('image/png');
    expect(got.bytes.equals(PNG)).toBe(true);
    expect(got.url).toBe(`${base}/design.png`);
  });

  it('refuses non-images, oversize files (declared or streamed), errors, redirect loops and slow servers', async () => {
    const allow = { allowPrivate: true };
    expect(await reasonOf(`${base}/page.html`, allow)).toBe('bad_type');
    expect(await reasonOf(`${base}/big.png`, allow)).toBe('too_large');
    expect(await reasonOf(`${base}/stream.png`, allow)).toBe('too_large');
    expect(await reasonOf(`${base}/missing.png`, allow)).toBe('http_status');
    expect(await reasonOf(`${base}/loop`, allow)).toBe('redirects');
    // Each redirect is checked again.
    expect(await reasonOf(`${base}/to-file`, allow)).toBe('bad_url');
    expect(await reasonOf(`${base}/slow.png`, { ...allow, timeoutMs: 300 })).toBe('timeout');
    expect(await reasonOf(`${base}/drip.png`, { ...allow, timeoutMs: 400 })).toBe('timeout');
  });
});

describe('UrlFetchError.transient', () => {
  it.each([
    [new UrlFetchError('network', 'broke off'), true],
    [new UrlFetchError('timeout', 'slow'), true],
    [new UrlFetchError('http_status', '503', 503), true],
    [new UrlFetchError('http_status', '429', 429), true],
    [new UrlFetchError('http_status', '404', 404), false],
    [new UrlFetchError('http_status', '403', 403), false],
    [new UrlFetchError('too_large', 'big'), false],
    [new UrlFetchError('bad_type', 'html'), false],
    [new UrlFetchError('private_address', 'private'), false],
    [new UrlFetchError('bad_url', 'bad'), false],
  ])('%s → %s', (error, transient) => {
    expect(error.transient).toBe(transient);
  });
});
