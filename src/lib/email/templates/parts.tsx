/**
 * The React Email parts that draw a `Message` as HTML: the conservative kind mail clients need
 * (tables for layout, inline styles, 600 px wide, no external CSS or images). React escapes every
 * value, so what a homeowner typed can never become markup.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components'
import { render } from '@react-email/render'
import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react'

import {
  messageText,
  type Block,
  type ChatTurn,
  type DetailRow,
  type Message,
  type Span,
} from '@/lib/email/templates/content'
import { headerSafe, linesOf } from '@/lib/email/templates/format'
import type { EmailContent } from '@/lib/email/templates/types'

const COLOR = {
  page: '#f4ede2',
  card: '#ffffff',
  forest: '#14241c',
  green: '#2f5d46',
  cedar: '#a4521c',
  ink: '#1f1d1a',
  muted: '#5c5750',
  rule: '#e4dccf',
  tint: '#fbf8f3',
}
const SANS = "Arial, 'Helvetica Neue', Helvetica, sans-serif"
const SERIF = "Georgia, 'Times New Roman', serif"

const FONT: CSSProperties = {
  fontFamily: SANS,
  fontSize: '16px',
  lineHeight: '24px',
  color: COLOR.ink,
}
const SMALL_FONT: CSSProperties = {
  ...FONT,
  fontSize: '13px',
  lineHeight: '20px',
  color: COLOR.muted,
}
const TEXT: CSSProperties = { ...FONT, margin: '0 0 16px' }
const SMALL: CSSProperties = { ...SMALL_FONT, margin: '0 0 16px' }
const LINK: CSSProperties = { color: COLOR.green, textDecorationLine: 'underline' }
const WRAP: CSSProperties = { wordBreak: 'break-word', overflowWrap: 'anywhere' }

/**
 * Draws each item, in order. An e-mail is rendered once and its parts never move, so they are
 * handed to React one by one as fixed children (as `<>{a}{b}</>` would), which need no keys.
 */
function each<T>(items: readonly T[], draw: (item: T, index: number) => ReactNode) {
  return createElement(Fragment, null, ...items.map((item, index) => draw(item, index)))
}

/** Text with its line breaks kept as <br>. */
const Lines = ({ text }: { text: string }) =>
  each(linesOf(text), (line, index) =>
    index === 0 ? (
      line
    ) : (
      <>
        <br />
        {line}
      </>
    ),
  )

function SpanView({ span }: { span: Span }) {
  if (typeof span === 'string') return <Lines text={span} />
  if ('strong' in span) {
    return (
      <strong>
        <Lines text={span.strong} />
      </strong>
    )
  }
  return (
    <Link href={span.href} style={LINK}>
      <Lines text={span.link} />
    </Link>
  )
}

const Spans = ({ content }: { content: Span | Span[] }) =>
  each([content].flat(), (span) => <SpanView span={span} />)

function Callout({ caption, amount, lines }: { caption: string; amount: string; lines: string[] }) {
  return (
    <Row style={{ margin: '8px 0 24px' }}>
      <Column
        style={{
          padding: '20px 24px',
          backgroundColor: COLOR.tint,
          borderLeft: `4px solid ${COLOR.cedar}`,
        }}
      >
        <Text style={{ ...SMALL, margin: 0, textTransform: 'uppercase', letterSpacing: '1px' }}>
          {caption}
        </Text>
        <Text
          style={{
            ...TEXT,
            margin: '4px 0 0',
            fontFamily: SERIF,
            fontSize: '36px',
            lineHeight: '44px',
            fontWeight: 'bold',
            color: COLOR.forest,
          }}
        >
          {amount}
        </Text>
        {each(lines, (line) => (
          <Text style={{ ...TEXT, margin: '4px 0 0' }}>{line}</Text>
        ))}
      </Column>
    </Row>
  )
}

function Details({ rows }: { rows: DetailRow[] }) {
  const cell: CSSProperties = {
    padding: '10px 0',
    borderBottom: `1px solid ${COLOR.rule}`,
    verticalAlign: 'top',
  }
  return (
    <Section style={{ margin: '0 0 16px', borderTop: `1px solid ${COLOR.rule}` }}>
      {each(rows, ([label, value]) => (
        <Row>
          <Column
            width="34%"
            style={{
              ...cell,
              ...SMALL_FONT,
              paddingRight: '16px',
              fontWeight: 'bold',
            }}
          >
            {label}
          </Column>
          <Column style={{ ...cell, ...FONT, ...WRAP }}>
            <Spans content={value} />
          </Column>
        </Row>
      ))}
    </Section>
  )
}

function Steps({ items }: { items: [title: string, detail: string][] }) {
  return (
    <Section style={{ margin: '0 0 8px' }}>
      {each(items, ([step, detail], index) => (
        <Row>
          <Column width="40" style={{ padding: '0 12px 16px 0', verticalAlign: 'top' }}>
            <div
              style={{
                width: '28px',
                height: '28px',
                borderRadius: '14px',
                backgroundColor: COLOR.green,
                color: '#ffffff',
                fontFamily: SANS,
                fontSize: '14px',
                lineHeight: '28px',
                fontWeight: 'bold',
                textAlign: 'center',
              }}
            >
              {index + 1}
            </div>
          </Column>
          <Column style={{ ...FONT, padding: '2px 0 16px', verticalAlign: 'top' }}>
            <strong>{step}</strong>
            <br />
            {detail}
          </Column>
        </Row>
      ))}
    </Section>
  )
}

/** One message of a chat: who said it and when, what they said, the files they attached. */
function Turn({ turn }: { turn: ChatTurn }) {
  const homeowner = turn.role === 'user'
  const said = turn.when ? `${turn.speaker} · ${turn.when}` : turn.speaker
  const attached = `Attached: ${turn.files.join(', ')}`
  return (
    <Row style={{ margin: '0 0 12px' }}>
      <Column
        style={{
          padding: '12px 16px',
          backgroundColor: homeowner ? COLOR.tint : COLOR.card,
          borderLeft: `4px solid ${homeowner ? COLOR.cedar : COLOR.green}`,
          ...WRAP,
        }}
      >
        <Text style={{ ...SMALL, margin: '0 0 4px', fontWeight: 'bold' }}>{said}</Text>
        {turn.content ? (
          <Text style={{ ...TEXT, margin: 0 }}>
            <Lines text={turn.content} />
          </Text>
        ) : null}
        {turn.files.length > 0 ? (
          <Text style={{ ...SMALL, margin: '4px 0 0' }}>{attached}</Text>
        ) : null}
      </Column>
    </Row>
  )
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'title':
      return (
        <Heading
          as="h1"
          style={{
            margin: '0 0 16px',
            fontFamily: SERIF,
            fontSize: '26px',
            lineHeight: '32px',
            fontWeight: 'bold',
            color: COLOR.forest,
          }}
        >
          {block.text}
        </Heading>
      )
    case 'heading':
      return (
        <Heading
          as="h2"
          style={{
            margin: '32px 0 12px',
            fontFamily: SERIF,
            fontSize: '20px',
            lineHeight: '26px',
            fontWeight: 'bold',
            color: COLOR.forest,
          }}
        >
          {block.text}
        </Heading>
      )
    case 'paragraph':
      return (
        <Text style={block.small ? SMALL : TEXT}>
          <Spans content={block.content} />
        </Text>
      )
    case 'callout':
      return <Callout caption={block.caption} amount={block.amount} lines={block.lines} />
    case 'details':
      return <Details rows={block.rows} />
    case 'steps':
      return <Steps items={block.items} />
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.href}
            style={{
              padding: '14px 28px',
              borderRadius: '6px',
              backgroundColor: COLOR.cedar,
              color: '#ffffff',
              fontFamily: SANS,
              fontSize: '16px',
              lineHeight: '20px',
              fontWeight: 'bold',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      )
    case 'list':
      return (
        <ul style={{ margin: '0 0 16px', padding: '0 0 0 24px' }}>
          {each(block.items, (item) => (
            <li style={{ ...TEXT, margin: '0 0 6px', ...WRAP }}>
              <Spans content={item} />
            </li>
          ))}
        </ul>
      )
    case 'transcript':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {each(block.turns, (turn) => (
            <Turn turn={turn} />
          ))}
        </Section>
      )
  }
}

/** The shared layout: a branded header band, the content card and the small print. */
export function EmailLayout({ message }: { message: Message }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{headerSafe(message.subject)}</title>
      </Head>
      <Preview>{message.preheader}</Preview>
      <Body style={{ margin: 0, padding: '24px 12px', backgroundColor: COLOR.page }}>
        <Container style={{ maxWidth: '600px' }}>
          <Row>
            <Column
              style={{
                padding: '20px 32px',
                backgroundColor: COLOR.forest,
                fontFamily: SERIF,
                fontSize: '20px',
                lineHeight: '26px',
                fontWeight: 'bold',
                color: '#ffffff',
              }}
            >
              {message.brand}
            </Column>
          </Row>
          <Row>
            <Column style={{ padding: '32px', backgroundColor: COLOR.card, ...FONT }}>
              {each(message.blocks, (block) => (
                <BlockView block={block} />
              ))}
            </Column>
          </Row>
          <Row>
            <Column style={{ padding: '24px 32px' }}>
              <Text style={{ ...SMALL, margin: 0 }}>
                {each(message.footer, (line, index) => (
                  <>
                    {index > 0 ? <br /> : null}
                    <Spans content={line} />
                  </>
                ))}
              </Text>
            </Column>
          </Row>
        </Container>
      </Body>
    </Html>
  )
}

/** The e-mail's three parts: a header-safe subject, the HTML, and the text from the same blocks. */
export async function renderEmail(message: Message): Promise<EmailContent> {
  return {
    subject: headerSafe(message.subject),
    html: await render(<EmailLayout message={message} />),
    text: messageText(message),
  }
}
