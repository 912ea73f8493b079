import { msg } from '@lingui/core/macro';
import { DOWNLOAD_PRODUCTS, type DownloadProduct } from '../../../domain/index.ts';
import { usePage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { INDEX_FAQ, PRODUCTS } from './download.content.ts';
import { DownloadIndexView, DownloadProductView } from './download.view.tsx';

const DOWNLOAD_COPY: PageCopy = {
  title: msg`Download`,
  heading: msg`Download Harbor VPN`,
  description: msg`Get the app for your phone, computer, browser or TV. One subscription covers all your devices.`,
};

// SPEC §2.2 nested download texts, one per product page.
const PRODUCT_COPY: Readonly<Record<DownloadProduct, PageCopy>> = {
  android: {
    title: msg`VPN for Android`,
    heading: msg`Download Harbor VPN for Android`,
    description: msg`Install the app from Google Play or as an APK and protect your Android phone or tablet with one tap.`,
  },
  'apple-tv': {
    title: msg`VPN for Apple TV`,
    heading: msg`Harbor VPN for Apple TV`,
    description: msg`Install the app from the App Store on your Apple TV and stream with the privacy of a VPN.`,
  },
  chrome: {
    title: msg`VPN extension for Chrome`,
    heading: msg`Harbor VPN extension for Chrome`,
    description: msg`Add the extension to Chrome and protect your browsing with one click, without installing anything else.`,
  },
  ios: {
    title: msg`VPN for iPhone and iPad`,
    heading: msg`Download Harbor VPN for iPhone and iPad`,
    description: msg`Get the app from the App Store and secure every connection on your iPhone and iPad.`,
  },
  'lg-tv': {
    title: msg`VPN for LG TV`,
    heading: msg`Harbor VPN for LG smart TVs`,
    description: msg`Protect streaming on your LG TV by setting up Harbor VPN on your router or a supported streaming device.`,
  },
  mac: {
    title: msg`VPN for Mac`,
    heading: msg`Download Harbor VPN for Mac`,
    description: msg`A native app for macOS on Apple silicon and Intel Macs, with a kill switch and automatic connection on untrusted Wi-Fi.`,
  },
  'samsung-tv': {
    title: msg`VPN for Samsung TV`,
    heading: msg`Harbor VPN for Samsung smart TVs`,
    description: msg`Protect streaming on your Samsung TV by setting up Harbor VPN on your router or a supported streaming device.`,
  },
  'smart-tv': {
    title: msg`VPN for smart TVs`,
    heading: msg`Harbor VPN for smart TVs`,
    description: msg`Use Harbor VPN on Android TV, Fire TV and other smart TVs to stream privately on the big screen.`,
  },
  windows: {
    title: msg`VPN for Windows`,
    heading: msg`Download Harbor VPN for Windows`,
    description: msg`A fast, lightweight app for Windows 10 and 11, with a kill switch and split tunnelling.`,
  },
};

function productOf(params: PageContext['params']): DownloadProduct | undefined {
  const value = params['product'];
  return (DOWNLOAD_PRODUCTS as readonly string[]).includes(value ?? '') ? (value as DownloadProduct) : undefined;
}

export const copy = ({ params }: PageContext): PageCopy => {
  const product = productOf(params);
  return product === undefined ? DOWNLOAD_COPY : PRODUCT_COPY[product];
};

export const faq = ({ params }: PageContext): readonly FaqItem[] => {
  const product = productOf(params);
  return product === undefined ? INDEX_FAQ : PRODUCTS[product].faq;
};

/** SPEC §2.2 /download and /download/{product}: every platform, then each platform's install guide. */
export function Page() {
  const { data, heading, lead } = usePage(copy);
  const product = productOf(data.params);
  if (product === undefined) return <DownloadIndexView language={data.language} heading={heading} lead={lead} />;
  return <DownloadProductView language={data.language} product={product} heading={heading} lead={lead} crumb={DOWNLOAD_COPY.title} />;
}
