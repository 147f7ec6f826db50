// HTTP that is not quite HTTP: raw bytes on a socket for any endpoint's path.

/** A raw request (bytes on a socket) for `path`: broken framing, headers or request lines. */
export function rawCase(rng, method, path) {
  const host = 'Host: 127.0.0.1\r\nUser-Agent: fuzz\r\n'
  const variants = [
    [
      'two Content-Lengths',
      `${method} ${path} HTTP/1.1\r\n${host}Content-Length: 5\r\nContent-Length: 6\r\n\r\nhello!`,
    ],
    [
      'bad chunk size',
      `${method} ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'chunked and Content-Length',
      `${method} ${path} HTTP/1.1\r\n${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'a 20 KB header',
      `${method} ${path} HTTP/1.1\r\n${host}X-Junk: ${'j'.repeat(20_000)}\r\n\r\n`,
    ],
    [
      'raw bytes in the request line',
      Buffer.concat([
        Buffer.from(`${method} ${path}`),
        Buffer.from([0xff, 0x00, 0xfe]),
        Buffer.from(` HTTP/1.1\r\n${host}\r\n`),
      ]),
    ],
    ['HTTP/1.0 without Host', `${method} ${path} HTTP/1.0\r\n\r\n`],
    ['invalid header name', `${method} ${path} HTTP/1.1\r\n${host}Bad Header: x\r\n\r\n`],
    ['header injection', `${method} ${path} HTTP/1.1\r\n${host}X-A: 1\rX-B: 2\r\n\r\n`],
    [
      'chunks that stop',
      `${method} ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n5\r\n{"a":\r\n`,
    ],
    ['unknown HTTP version', `${method} ${path} HTTP/9.9\r\n${host}\r\n`],
    [
      'Expect: 100-continue',
      `${method} ${path} HTTP/1.1\r\n${host}Expect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    ],
    [
      'two requests, the second broken',
      `GET /api/search?q=a HTTP/1.1\r\n${host}\r\n${method} ${path} HTTP/1.1\r\n${host}Content-Length: -1\r\n\r\n`,
    ],
    [
      'absolute-form URL to another host',
      `${method} http://evil.example${path} HTTP/1.1\r\n${host}Content-Length: 0\r\n\r\n`,
    ],
    [
      'obsolete line folding',
      `${method} ${path} HTTP/1.1\r\n${host}X-Folded: a\r\n  b\r\nContent-Length: 0\r\n\r\n`,
    ],
  ]
  const [label, request] = rng.pick(variants)
  return {
    desc: [`raw HTTP: ${label}`],
    method,
    path,
    raw: Buffer.isBuffer(request) ? request : Buffer.from(request),
  }
}
