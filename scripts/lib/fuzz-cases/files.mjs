// The files the cases attach: real pictures, polyglots, things that are not pictures, and their names.
import { crc32 } from 'node:zlib'

import sharp from 'sharp'

/** A stored ZIP with one file, built by hand. */
function zipOf(name, content) {
  const data = Buffer.from(content)
  const fileName = Buffer.from(name)
  const crc = crc32(data)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt32LE(crc, 14)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(data.length, 22)
  local.writeUInt16LE(fileName.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt32LE(crc, 16)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(data.length, 24)
  central.writeUInt16LE(fileName.length, 28)
  const localSize = local.length + fileName.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + fileName.length, 12)
  end.writeUInt32LE(localSize, 16)
  return Buffer.concat([local, fileName, data, central, fileName, end])
}

const SCRIPT = '/*</script><script>*/alert(document.domain)//<html><body onload=alert(1)>'

/** The files the cases attach: real pictures, polyglots, and things that are not pictures. */
export async function makeFixtures() {
  const picture = (format) =>
    sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 140, g: 90, b: 40 } } })
      [format]()
      .toBuffer()
  const [png, jpeg, gif] = await Promise.all([picture('png'), picture('jpeg'), picture('gif')])
  const box = (type, body) => {
    const header = Buffer.alloc(8)
    header.writeUInt32BE(8 + body.length)
    header.write(type, 4, 'latin1')
    return Buffer.concat([header, body])
  }
  const mp4 = Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1')),
    box('mdat', Buffer.alloc(2048)),
  ])
  const zip = zipOf('evil.js', 'require("child_process").exec("id")')
  return {
    png: { data: png, type: 'image/png', name: 'wall.png' },
    jpeg: { data: jpeg, type: 'image/jpeg', name: 'deck.jpg' },
    mp4: { data: mp4, type: 'video/mp4', name: 'walkaround.mp4' },
    'gif+js polyglot': { data: Buffer.concat([gif, Buffer.from(SCRIPT)]), type: 'image/gif' },
    'GIF89a/* js polyglot': {
      data: Buffer.concat([
        Buffer.from('GIF89a/*'),
        Buffer.alloc(32),
        Buffer.from(`*/=1;${SCRIPT}`),
      ]),
      type: 'image/gif',
    },
    'jpeg+zip polyglot': { data: Buffer.concat([jpeg, zip]), type: 'image/jpeg' },
    'png+html polyglot': {
      data: Buffer.concat([png, Buffer.from(`<html><script>alert(1)</script></html>`)]),
      type: 'image/png',
    },
    'mp4+js polyglot': { data: Buffer.concat([mp4, Buffer.from(SCRIPT)]), type: 'video/mp4' },
    'zip+jpeg (zip first)': { data: Buffer.concat([zip, jpeg]), type: 'image/jpeg' },
    'svg with script': {
      data: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
      type: 'image/svg+xml',
    },
    'exe named .jpg': {
      data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0])]),
      type: 'image/jpeg',
    },
    'html named .png': {
      data: Buffer.from('<!doctype html><script>alert(1)</script>'),
      type: 'image/png',
    },
    pdf: {
      data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      type: 'image/jpeg',
    },
    empty: { data: Buffer.alloc(0), type: 'image/jpeg' },
    'half a jpeg header': { data: jpeg.subarray(0, 3), type: 'image/jpeg' },
  }
}

export const FILE_NAMES = [
  '../../etc/passwd',
  '../../../../../../tmp/evil.jpg',
  '..\\..\\windows\\system32\\evil.jpg',
  '/etc/passwd',
  'C:\\boot.ini',
  `${'a'.repeat(5000)}.jpg`,
  `${'🪵'.repeat(2000)}.png`,
  'photo\u0000.jpg.exe',
  'photo.jpg\u0000',
  '\u202Egpj.exe',
  '.htaccess',
  '.',
  '..',
  '',
  ' ',
  'con.jpg',
  'wall.php.jpg',
  '<script>alert(1)</script>.jpg',
  '"; rm -rf / #.jpg',
  '%2e%2e%2fetc%2fpasswd',
  'a/b/c.jpg',
  'CON',
  'name\r\nContent-Type: text/html.jpg',
]
