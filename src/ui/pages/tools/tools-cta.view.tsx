import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button.view.tsx';

/** The path to protection that ends each tool page: plans and the apps. */
export function ToolsCta({ pricingHref, downloadHref }: { pricingHref: string; downloadHref: string }) {
  const { t } = useLingui();
  return (
    <div className="tools-cta">
      <Link className={buttonClassName({ variant: 'primary', size: 'lg' })} to={pricingHref}>
        {t`Get Harbor VPN`}
      </Link>
      <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={downloadHref}>
        {t`Download the apps`}
      </Link>
    </div>
  );
}
