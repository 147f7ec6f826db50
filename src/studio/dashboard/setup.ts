/**
 * The admin's setup card on the dashboard: what the site still needs before it works for real,
 * each in plain words with what to do or whom to ask. It goes once every step is done.
 */
export type SetupStep = {
  id: 'address' | 'email' | 'texts' | 'backup'
  done: boolean
  title: string
  text: string
  link?: { href: string; label: string }
}

export type SetupFacts = {
  /** The site's address as links in e-mails carry it now. */
  address: string
  /** Whether the server was given the site's public address (else it is this server's own). */
  addressSet: boolean
  emailConfigured: boolean
  /** Whether the text provider is configured (features/texts/server/provider.ts). */
  textsConfigured: boolean
  backup: { enabled: boolean; lastGoodAt: string | null; nextAt: string | null } | null
}

const ASK = 'Ask whoever runs your server (your web developer or host) to'

export function setupSteps(facts: SetupFacts, when: (iso: string) => string): SetupStep[] {
  const { backup } = facts
  return [
    facts.addressSet
      ? {
          id: 'address',
          done: true,
          title: 'The site’s address',
          text: `Links in e-mails lead to ${facts.address}.`,
        }
      : {
          id: 'address',
          done: false,
          title: 'The site’s address',
          text: `Links in e-mails lead to ${facts.address}, which works only on the server itself. ${ASK} set the site’s public address, such as https://www.yourbusiness.com.`,
        },
    facts.emailConfigured
      ? { id: 'email', done: true, title: 'Sending e-mail', text: 'E-mails are sent.' }
      : {
          id: 'email',
          done: false,
          title: 'Sending e-mail',
          text: `E-mails to homeowners and to you are not sent yet: each is kept in the Outbox, where you can read it. ${ASK} connect the site to an e-mail sending service.`,
          link: { href: '/admin/collections/outbox', label: 'Open the Outbox' },
        },
    facts.textsConfigured
      ? { id: 'texts', done: true, title: 'Text messages', text: 'Text messages are sent.' }
      : {
          id: 'texts',
          done: false,
          title: 'Text messages',
          text: `Text messages to homeowners and to you are not sent yet: each is kept in the Outbox, where you can read it. ${ASK} connect the site to Twilio, the text message service.`,
          link: {
            href: '/admin/collections/outbox?where[channel][equals]=text',
            label: 'Open the texts in the Outbox',
          },
        },
    backup?.lastGoodAt
      ? {
          id: 'backup',
          done: true,
          title: 'Backups',
          text: `Last good backup: ${when(backup.lastGoodAt)}.`,
        }
      : {
          id: 'backup',
          done: false,
          title: 'The first backup',
          text: !backup
            ? 'The state of the backups could not be read just now.'
            : backup.enabled && backup.nextAt
              ? `No backup has been made yet. The first is made by itself ${when(backup.nextAt)}; you can change the time in the Business profile.`
              : `Automatic backups are off. ${ASK} turn them on; nothing else keeps a copy of your leads.`,
          link: { href: '/admin/globals/site-settings', label: 'Open the Business profile' },
        },
  ]
}
