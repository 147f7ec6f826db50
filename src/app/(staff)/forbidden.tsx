import Link from 'next/link'

/** 403 for a signed-in user whose role does not open staff tools (lib/staff/access). */
export default function Forbidden() {
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-semibold">You do not have access to this page</h1>
      <p className="mt-3">
        Staff tools are for staff and admins. Ask an admin to change your role, or go back to the{' '}
        <Link href="/admin" className="underline">
          studio
        </Link>
        .
      </p>
    </div>
  )
}
