/** Short proofs in translucent pills under a call to action's buttons. */
export function CtaBadges({ badges }: { badges: string[] }) {
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-3" data-testid="closing-badges">
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/30">
          {badge}
        </li>
      ))}
    </ul>
  )
}
