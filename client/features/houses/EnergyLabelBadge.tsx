/**
 * The energy label as Dutch sites show it: the letter on an arrow in the colour of its class on the
 * label itself (dark green A++++ … red G).
 */
export function EnergyLabelBadge({ label, size = 'small' }: { label: string; size?: 'small' | 'large' }) {
  return (
    <span
      className={`energy-label energy-label--${size}`}
      data-label={label}
      title={`Energielabel ${label}`}
      role="img"
      aria-label={`Energielabel ${label}`}
    >
      {label}
    </span>
  );
}
