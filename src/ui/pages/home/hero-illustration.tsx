/** The hero's picture: a shield over a network of servers. Fixed size, decorative, so it never shifts the page. */
export function HeroIllustration() {
  return (
    <svg className="home-hero__art" width="360" height="300" viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3d7bff" />
          <stop offset="1" stopColor="#0b5cff" />
        </linearGradient>
      </defs>
      <g stroke="#8fb4ff" strokeWidth="2" strokeOpacity="0.45" fill="none">
        <path d="M40 70 L180 150 L320 60" />
        <path d="M30 220 L180 150 L330 230" />
        <path d="M180 20 L180 280" strokeDasharray="4 6" />
      </g>
      <g fill="#eef3ff">
        <circle cx="40" cy="70" r="9" />
        <circle cx="320" cy="60" r="9" />
        <circle cx="30" cy="220" r="9" />
        <circle cx="330" cy="230" r="9" />
        <circle cx="180" cy="20" r="6" />
        <circle cx="180" cy="280" r="6" />
      </g>
      <path d="M180 62 L250 88 V150 C250 196 220 226 180 242 C140 226 110 196 110 150 V88 Z" fill="url(#home-shield)" stroke="#eef3ff" strokeWidth="4" />
      <rect x="156" y="140" width="48" height="40" rx="6" fill="#eef3ff" />
      <path d="M166 140 V126 A14 14 0 0 1 194 126 V140" stroke="#eef3ff" strokeWidth="7" fill="none" />
      <circle cx="180" cy="157" r="5" fill="#0b5cff" />
      <rect x="177" y="158" width="6" height="12" rx="2" fill="#0b5cff" />
    </svg>
  );
}
