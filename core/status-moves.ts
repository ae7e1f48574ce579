/**
 * A record's status machine as data: for each status, the statuses it may move to. Returns, commercial
 * applications and tax certificates declare theirs with this, and their services ask it, and nothing
 * else, whether a move is allowed (sales documents have their own table with kinds, core/document-status.ts).
 */
export type MoveTable<S extends string> = { readonly [From in S]: readonly S[] };

export interface StatusMachine<S extends string> {
  statuses: readonly S[];
  canMove(from: S, to: S): boolean;
  /** Null when the move is allowed, else why not, in words the person who tried can act on. */
  refusal(from: S, to: S): string | null;
}

/**
 * `explain` words a refused move; by default "A {noun} that is {from} cannot be {to}." with the labels
 * in lower case.
 */
export function statusMachine<S extends string>(
  moves: MoveTable<S>,
  {
    noun,
    labels,
    explain,
  }: { noun: string; labels: Record<S, string>; explain?: (from: S, to: S) => string },
): StatusMachine<S> {
  const canMove = (from: S, to: S) => moves[from].includes(to);
  const word = (status: S) => labels[status].toLowerCase();
  return {
    statuses: Object.keys(moves) as S[],
    canMove,
    refusal: (from, to) =>
      canMove(from, to)
        ? null
        : (explain?.(from, to) ?? `A ${noun} that is ${word(from)} cannot be ${word(to)}.`),
  };
}
