/** A labelled progress bar; the percentage is in the text too, for screen readers and tests. */
export function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div class="progress">
      <progress max={100} value={percent} aria-label={label} />
      <span class="small">{percent}%</span>
    </div>
  );
}
