/** The Lingua mark and word, used where no school logo applies (login pages, operator shell). */
interface LinguaLogoProps {
  size?: number;
  inverted?: boolean;
}

export function LinguaLogo({ size = 32, inverted = false }: LinguaLogoProps) {
  return (
    <span className="lingua-logo" style={{ color: inverted ? '#fff' : '#0f172a', fontSize: size * 0.62 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#1d4ed8'} />
        <path d="M20 16h8v26h16v6H20z" fill={inverted ? '#1d4ed8' : '#fff'} />
        <circle cx="46" cy="20" r="5" fill="#60a5fa" />
      </svg>
      <span>Lingua</span>
    </span>
  );
}
