import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Language } from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import { Icon } from '../../components/icon/icon.view.tsx';
import './tools.css';

/** SPEC §2.2 "tools header": the band common to the free tool pages, with a link to each tool. */
export function ToolsHeader({ language, current }: { language: Language; current: 'ip' | 'webrtc' }) {
  const { t } = useLingui();
  const tools = [
    { id: 'ip', href: pageLink(language, 'index', 'tools.ip'), label: t`What is my IP`, icon: 'globe' },
    { id: 'webrtc', href: pageLink(language, 'index', 'tools.webrtc'), label: t`WebRTC leak test`, icon: 'shield-check' },
  ] as const;
  return (
    <nav className="section-band tools-header" aria-label={t`Free privacy tools`}>
      <div className="section-band__inner tools-header__inner">
        <p className="tools-header__title">{t`Free privacy tools`}</p>
        <ul className="tools-header__list">
          {tools.map((tool) => (
            <li key={tool.id}>
              <Link className="tools-header__link" to={tool.href} aria-current={tool.id === current ? 'page' : undefined}>
                <Icon name={tool.icon} size={18} />
                {tool.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
