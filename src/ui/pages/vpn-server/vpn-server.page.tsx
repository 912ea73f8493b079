import { msg } from '@lingui/core/macro';
import { SERVER_REGIONS, type ServerRegion } from '../../../domain/index.ts';
import { usePage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import { INDEX_FAQ, LOGS_FAQ, REGION_CONTENT } from './vpn-server.content.ts';
import { RegionView, ServersIndexView } from './vpn-server.view.tsx';

const SERVERS_COPY: PageCopy = {
  title: msg`VPN server locations`,
  heading: msg`VPN servers around the world`,
  description: msg`Connect to fast, secure servers in Europe, the Americas, Asia and Oceania, and switch locations whenever you like.`,
};

// SPEC §2.2 nested server-region texts; whole sentences per country, so translations can decline names.
const REGION_COPY: Readonly<Record<ServerRegion, PageCopy>> = {
  'australia-vpn': {
    title: msg`Australia VPN`,
    heading: msg`VPN servers in Australia`,
    description: msg`Get an Australian IP address for local banking, news and streaming while you travel, with servers in Sydney and Melbourne.`,
  },
  'brazil-vpn': {
    title: msg`Brazil VPN`,
    heading: msg`VPN servers in Brazil`,
    description: msg`Get a Brazilian IP address from our servers in São Paulo for local services and fast connections across South America.`,
  },
  'canada-vpn': {
    title: msg`Canada VPN`,
    heading: msg`VPN servers in Canada`,
    description: msg`Get a Canadian IP address from our servers in Toronto and Vancouver and keep your browsing private at home or abroad.`,
  },
  'france-vpn': {
    title: msg`France VPN`,
    heading: msg`VPN servers in France`,
    description: msg`Get a French IP address from our servers in Paris for local services and low-latency connections across Europe.`,
  },
  'germany-vpn': {
    title: msg`Germany VPN`,
    heading: msg`VPN servers in Germany`,
    description: msg`Get a German IP address from our servers in Frankfurt, one of the best-connected internet hubs in Europe.`,
  },
  'hongkong-vpn': {
    title: msg`Hong Kong VPN`,
    heading: msg`VPN servers in Hong Kong`,
    description: msg`Get a Hong Kong IP address and fast routes across Asia from our servers in Hong Kong.`,
  },
  'india-vpn': {
    title: msg`India VPN`,
    heading: msg`VPN servers in India`,
    description: msg`Get an Indian IP address for local banking, news and services while you are away, from a virtual location hosted in Singapore.`,
  },
  'indonesia-vpn': {
    title: msg`Indonesia VPN`,
    heading: msg`VPN servers in Indonesia`,
    description: msg`Get an Indonesian IP address from a virtual location hosted in Singapore and browse privately on public Wi-Fi.`,
  },
  'italy-vpn': {
    title: msg`Italy VPN`,
    heading: msg`VPN servers in Italy`,
    description: msg`Get an Italian IP address from our servers in Milan for local services and private browsing.`,
  },
  'japan-vpn': {
    title: msg`Japan VPN`,
    heading: msg`VPN servers in Japan`,
    description: msg`Get a Japanese IP address from our servers in Tokyo and Osaka, with fast routes across Asia and the Pacific.`,
  },
  'korea-vpn': {
    title: msg`South Korea VPN`,
    heading: msg`VPN servers in South Korea`,
    description: msg`Get a South Korean IP address from our servers in Seoul for gaming, streaming and local services.`,
  },
  'singapore-vpn': {
    title: msg`Singapore VPN`,
    heading: msg`VPN servers in Singapore`,
    description: msg`Get a Singapore IP address from one of the best-connected hubs in Southeast Asia.`,
  },
  'uk-vpn': {
    title: msg`UK VPN`,
    heading: msg`VPN servers in the United Kingdom`,
    description: msg`Get a British IP address from our servers in London and Manchester for local news, banking and streaming.`,
  },
  'usa-vpn': {
    title: msg`USA VPN`,
    heading: msg`VPN servers in the United States`,
    description: msg`Get a US IP address from servers on both coasts and in the centre of the country, for speed wherever you are.`,
  },
};

function regionOf(params: PageContext['params']): ServerRegion | undefined {
  const value = params['region'];
  return (SERVER_REGIONS as readonly string[]).includes(value ?? '') ? (value as ServerRegion) : undefined;
}

export const copy = ({ params }: PageContext): PageCopy => {
  const region = regionOf(params);
  return region === undefined ? SERVERS_COPY : REGION_COPY[region];
};

export const faq = ({ params }: PageContext): readonly FaqItem[] => {
  const region = regionOf(params);
  return region === undefined ? INDEX_FAQ : [REGION_CONTENT[region].faq, LOGS_FAQ];
};

/** SPEC §2.2 /vpn-server and /vpn-server/{region}: the network by continent, then each featured country. */
export function Page() {
  const { data, heading, lead } = usePage(copy);
  const region = regionOf(data.params);
  if (region === undefined) return <ServersIndexView language={data.language} heading={heading} lead={lead} />;
  return <RegionView language={data.language} region={region} heading={heading} lead={lead} />;
}
