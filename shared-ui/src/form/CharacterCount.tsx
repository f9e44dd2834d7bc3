interface CharacterCountProps {
  length: number;
  max: number;
}

/**
 * "3/10" under a length-limited field (e.g. the 10-character engraving). Visual only: the native
 * maxLength already stops input, and a live count would interrupt a screen reader on every key.
 */
export function CharacterCount({ length, max }: CharacterCountProps) {
  return (
    <span className="ama-field__count" aria-hidden="true">
      {length}/{max}
    </span>
  );
}
