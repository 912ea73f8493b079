import {
  ArrowLeft,
  ArrowRight,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  Clock,
  Cookie,
  Copy,
  CreditCard,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Gift,
  Globe,
  House,
  Info,
  Laptop,
  LoaderCircle,
  Lock,
  LogOut,
  Mail,
  Menu,
  MonitorSmartphone,
  Minus,
  Plus,
  RefreshCw,
  Search,
  Server,
  Shield,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Star,
  TriangleAlert,
  Trash2,
  User,
  Wifi,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import './icon.css';

/**
 * The site's icon names, each backed by one lucide-react glyph. Pages name icons by what they mean, so the
 * library behind them can change in this one place.
 */
export const ICONS = {
  alert: CircleAlert,
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  clock: Clock,
  close: X,
  cookie: Cookie,
  copy: Copy,
  'credit-card': CreditCard,
  device: MonitorSmartphone,
  download: Download,
  external: ExternalLink,
  eye: Eye,
  'eye-off': EyeOff,
  gift: Gift,
  globe: Globe,
  home: House,
  info: Info,
  laptop: Laptop,
  lock: Lock,
  logout: LogOut,
  mail: Mail,
  menu: Menu,
  minus: Minus,
  phone: Smartphone,
  plus: Plus,
  refresh: RefreshCw,
  search: Search,
  server: Server,
  shield: Shield,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  spinner: LoaderCircle,
  star: Star,
  success: CircleCheck,
  trash: Trash2,
  user: User,
  warning: TriangleAlert,
  wifi: Wifi,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/** Icons that point along the reading direction and are mirrored in right-to-left text. */
const MIRRORED: ReadonlySet<IconName> = new Set(['arrow-left', 'arrow-right', 'chevron-left', 'chevron-right', 'logout']);

/** True when `name` is in the registry: for icon names that arrive as data (content files, page links). */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export type IconProps = {
  readonly name: IconName;
  /** Gives the icon a name for screen readers; without it the icon is decorative and hidden from them. */
  readonly label?: string;
  /** Pixels, or any CSS length (`'1em'` follows the text). */
  readonly size?: number | string;
  readonly className?: string;
};

/** An icon from the registry; an unknown name renders nothing and logs an error (SPEC §8: a missing icon logs an error). */
export function Icon({ name, label, size = 20, className }: IconProps) {
  if (!isIconName(name)) {
    console.error(`Unknown icon: ${String(name)}`);
    return null;
  }
  const Glyph = ICONS[name];
  const classes = ['icon', MIRRORED.has(name) ? 'icon--mirror' : '', name === 'spinner' ? 'icon--spin' : '', className ?? ''].filter(Boolean).join(' ');
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return <Glyph className={classes} size={size} strokeWidth={1.75} focusable="false" {...a11y} />;
}
