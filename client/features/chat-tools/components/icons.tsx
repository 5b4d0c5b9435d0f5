import * as styles from "./tools.css.ts"

// Decorative line icons (24×24, currentColor); the buttons carry the accessible names.
const Svg = ({ children, className }: { children: React.ReactNode; className?: string | undefined }) => (
  <svg
    className={className ?? styles.icon}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
)

export const MicIcon = () => (
  <Svg>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0" />
    <path d="M12 18v3" />
  </Svg>
)

export const StopIcon = () => (
  <Svg>
    <rect x="7" y="7" width="10" height="10" rx="2" fill="currentColor" />
  </Svg>
)

export const ImageIcon = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Svg>
)

export const LockIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Svg>
)
