import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Continent, CountryCode, ServerRegion } from '../../../domain/index.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';

export const COUNTRY_NAMES: Readonly<Record<CountryCode, MessageDescriptor>> = {
  AU: msg`Australia`,
  BR: msg`Brazil`,
  CA: msg`Canada`,
  FR: msg`France`,
  DE: msg`Germany`,
  HK: msg`Hong Kong`,
  IN: msg`India`,
  ID: msg`Indonesia`,
  IT: msg`Italy`,
  JP: msg`Japan`,
  KR: msg`South Korea`,
  SG: msg`Singapore`,
  GB: msg`United Kingdom`,
  US: msg`United States`,
};

export const CITY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  sydney: msg`Sydney`,
  melbourne: msg`Melbourne`,
  brisbane: msg`Brisbane`,
  perth: msg`Perth`,
  'sao-paulo': msg`São Paulo`,
  toronto: msg`Toronto`,
  montreal: msg`Montreal`,
  vancouver: msg`Vancouver`,
  paris: msg`Paris`,
  marseille: msg`Marseille`,
  frankfurt: msg`Frankfurt`,
  berlin: msg`Berlin`,
  'hong-kong': msg`Hong Kong`,
  mumbai: msg`Mumbai`,
  jakarta: msg`Jakarta`,
  milan: msg`Milan`,
  tokyo: msg`Tokyo`,
  osaka: msg`Osaka`,
  seoul: msg`Seoul`,
  singapore: msg`Singapore`,
  london: msg`London`,
  manchester: msg`Manchester`,
  'new-york': msg`New York`,
  'los-angeles': msg`Los Angeles`,
  chicago: msg`Chicago`,
  dallas: msg`Dallas`,
  miami: msg`Miami`,
  seattle: msg`Seattle`,
};

export const CONTINENT_NAMES: Readonly<Record<Continent, MessageDescriptor>> = {
  europe: msg`Europe`,
  'north-america': msg`North America`,
  'south-america': msg`South America`,
  asia: msg`Asia`,
  oceania: msg`Oceania`,
};

/** What a visitor can expect from one region, written per country so each language can phrase it naturally. */
export type RegionContent = {
  readonly streaming: MessageDescriptor;
  readonly gaming: MessageDescriptor;
  readonly facts: readonly MessageDescriptor[];
  readonly faq: FaqItem;
};

export const REGION_CONTENT: Readonly<Record<ServerRegion, RegionContent>> = {
  'australia-vpn': {
    streaming: msg`ABC iview, SBS On Demand and 9Now check that you are in Australia. With an Australian server you can watch them on holiday abroad, although the services may still block VPN addresses from time to time.`,
    gaming: msg`Sydney and Melbourne sit close to the Oceania game servers, so Australians overseas can play with friends at home, and players in New Zealand get a short route too.`,
    facts: [
      msg`Australia's data retention law makes Australian telecom providers keep metadata for two years. Your internet provider still sees that you connect to a VPN, but not what you do through it, and our Australian servers keep no activity logs.`,
    ],
    faq: {
      question: msg`Is it legal to use a VPN in Australia?`,
      answer: msg`Yes. VPNs are legal and widely used in Australia, by businesses as much as by people at home. What you do through the VPN is still subject to Australian law.`,
    },
  },
  'brazil-vpn': {
    streaming: msg`Globoplay and other Brazilian services are built for viewers in Brazil. A São Paulo server helps Brazilians abroad reach them, but we cannot promise that every title plays.`,
    gaming: msg`São Paulo is the main hub for South American game servers, so players across the continent get some of the lowest pings available.`,
    facts: [
      msg`VPNs are legal in Brazil. In 2024 the Supreme Court ordered X (Twitter) blocked and threatened fines for people who reached it through a VPN: a VPN does not exempt you from Brazilian court orders.`,
    ],
    faq: {
      question: msg`Can I pay Brazilian bills and use Pix from abroad?`,
      answer: msg`Usually yes. Banking apps sometimes ask for extra checks when you log in from another country; connecting to São Paulo first makes the session look like it comes from home.`,
    },
  },
  'canada-vpn': {
    streaming: msg`CBC Gem and other Canadian services check your location. Connect to Toronto, Montreal or Vancouver to watch them while you travel; streaming services may still block some VPN addresses.`,
    gaming: msg`Toronto and Montreal serve the East Coast and Vancouver the West Coast, each a short route to the North American game servers.`,
    facts: [
      msg`Canada has no law that requires VPN providers to keep logs. Our Canadian servers run from memory only, so they hold nothing that could be handed over.`,
    ],
    faq: {
      question: msg`Which Canadian city should I choose?`,
      answer: msg`Pick the city nearest to you for speed, or the one nearest to the service you use. French-language services often serve Quebec from Montreal.`,
    },
  },
  'france-vpn': {
    streaming: msg`france.tv and ARTE offer some programmes only in France. A Paris server helps when you are abroad, but rights change per programme and we cannot promise a catalogue.`,
    gaming: msg`Paris and Marseille link well to the big European game hubs, and Marseille is the landing point for the undersea cables to Africa and the Middle East.`,
    facts: [
      msg`Using a VPN is legal in France. Arcom, the media regulator, blocks pirate sports and film sites, and a VPN is not a way around those court-ordered blocks: we do not help with piracy.`,
    ],
    faq: {
      question: msg`Does a French server work for French banking and tax sites?`,
      answer: msg`Yes. Banks and impots.gouv.fr sometimes add checks when you log in from abroad; a French IP address avoids most of them. Keep two-factor authentication on.`,
    },
  },
  'germany-vpn': {
    streaming: msg`ARD and ZDF put most programmes online for everyone, but some films and sports in their media libraries are limited to Germany. A Frankfurt server helps with those while you travel.`,
    gaming: msg`Frankfurt is home to DE-CIX, one of the world's largest internet exchanges, so game traffic across Europe takes short routes.`,
    facts: [
      msg`A VPN does not make sharing copyrighted files legal. German law firms send warning letters (Abmahnungen) for file sharing, and we will not help anyone avoid them.`,
    ],
    faq: {
      question: msg`Are VPNs legal in Germany?`,
      answer: msg`Yes. VPNs are legal and common in Germany, from home offices to public Wi-Fi. Our servers keep no activity logs, in line with the GDPR principle of collecting only what is needed.`,
    },
  },
  'hongkong-vpn': {
    streaming: msg`myTV SUPER and other Hong Kong services check your location. Our Hong Kong server helps residents abroad reach them, although services may block VPN addresses.`,
    gaming: msg`Hong Kong is a regional hub with short routes to game servers in Taiwan, Singapore and Japan.`,
    facts: [
      msg`VPNs are legal in Hong Kong and widely used by businesses. The National Security Law of 2020 gives the authorities powers that apply with or without a VPN; a VPN does not make unlawful activity lawful.`,
      msg`Our Hong Kong servers run from memory only and keep no record of what you do. Please think carefully about the law where you are before you rely on any online tool.`,
    ],
    faq: {
      question: msg`Does a Hong Kong server give me access to mainland Chinese services?`,
      answer: msg`Not reliably. Hong Kong is outside the mainland's internet controls, so it is a different network from the mainland's. Some mainland services work with a Hong Kong IP address and many do not.`,
    },
  },
  'india-vpn': {
    streaming: msg`JioCinema and other Indian services look for an Indian IP address, which our virtual location provides. Availability still depends on each service and on your subscription there.`,
    gaming: msg`Because the servers are physically in Singapore, expect the ping of Singapore plus the route from your place. For the lowest latency to Indian game servers, the distance counts more than the IP address.`,
    facts: [
      msg`In 2022 CERT-In directed VPN providers with servers in India to record customers' names, IP addresses and usage and keep them for five years. That would break our no-logs promise, so we do not run servers in India.`,
      msg`Instead, our Indian IP addresses come from a virtual location: the servers stand in Singapore and hand out Indian addresses, so Indian sites and apps see you as being in India.`,
    ],
    faq: {
      question: msg`Why does the app say "virtual" next to India?`,
      answer: msg`Because the server is physically in Singapore, not in India. The label tells you where your traffic really goes, which matters for speed and for which country's laws apply to the hardware.`,
    },
  },
  'indonesia-vpn': {
    streaming: msg`Vidio and other Indonesian services look for an Indonesian IP address, which our virtual location provides. Whether a given programme plays still depends on each service.`,
    gaming: msg`The servers are in Singapore, a short hop from Jakarta, so the ping to regional game servers stays low.`,
    facts: [
      msg`Indonesia's rules for private electronic system operators (Kominfo Regulation 5 of 2020) can require providers to give the authorities access to their systems and data. We keep no hardware in Indonesia for that reason.`,
      msg`Our Indonesian IP addresses come from a virtual location: the servers stand in Singapore and hand out Indonesian addresses. Some sites are blocked by Indonesian internet providers; we do not promise access to them.`,
    ],
    faq: {
      question: msg`Is an Indonesian IP address from Singapore slower?`,
      answer: msg`Barely, for most people in the region: Singapore and Jakarta are close and well connected. From Europe or America the extra distance to Asia matters more than the virtual location.`,
    },
  },
  'italy-vpn': {
    streaming: msg`RaiPlay limits some films and sports to viewers in Italy. A Milan server helps Italians abroad reach them, but rights change per programme and nothing is guaranteed.`,
    gaming: msg`Milan links directly to the main European exchanges, giving players in Italy and the Alps short routes to European game servers.`,
    facts: [
      msg`Italian anti-piracy rules adopted in 2023 and 2024 can require VPN and DNS providers to block pirate live-sports streams. Harbor VPN is not a way around those blocks.`,
    ],
    faq: {
      question: msg`Is using a VPN legal in Italy?`,
      answer: msg`Yes. VPNs are legal in Italy for privacy, work and travel. Watching pirated streams is not, with or without a VPN.`,
    },
  },
  'japan-vpn': {
    streaming: msg`TVer, ABEMA and other Japanese services only play inside Japan. Tokyo or Osaka helps Japanese viewers abroad reach them, although services may block VPN addresses.`,
    gaming: msg`Tokyo and Osaka have short routes to the Japanese data centres of the big online games, which matters for players who want to stay on Japanese servers.`,
    facts: [
      msg`Japan places no restrictions on VPN use. Our Japanese servers run from memory only and keep no activity logs.`,
    ],
    faq: {
      question: msg`Tokyo or Osaka: which should I use?`,
      answer: msg`Tokyo has more servers and is usually fastest from abroad; Osaka is closer for western Japan and a good alternative when Tokyo is busy.`,
    },
  },
  'korea-vpn': {
    streaming: msg`Some Korean broadcasters limit live TV and sports to viewers in Korea. A Seoul server helps while you travel, but services may block VPN addresses.`,
    gaming: msg`Seoul is the home of many online games, and a Korean server gives short routes to Korean game servers, which players abroad often want.`,
    facts: [
      msg`Many Korean sites ask for identity verification through a Korean phone number. A VPN does not replace that: you still need your own Korean number.`,
    ],
    faq: {
      question: msg`Can I use Korean banking apps abroad with a Seoul server?`,
      answer: msg`Often yes, since banks trust Korean IP addresses more. Some banks also check the phone's own settings, so a VPN cannot promise that every app works.`,
    },
  },
  'singapore-vpn': {
    streaming: msg`meWATCH and other Singapore services check your location. A Singapore server helps residents abroad reach them, although services may block VPN addresses.`,
    gaming: msg`Singapore is the main hub for Southeast Asian game servers, with short routes to Malaysia, Indonesia, Thailand and the Philippines.`,
    facts: [
      msg`Singapore is our Asian hub: we have an office there, and our virtual locations for India and Indonesia run on servers in Singapore.`,
    ],
    faq: {
      question: msg`Why is Singapore often the fastest location in Asia?`,
      answer: msg`Most undersea cables in the region land in Singapore, so routes from there to the rest of Asia and to Australia are short.`,
    },
  },
  'uk-vpn': {
    streaming: msg`BBC iPlayer, ITVX and Channel 4 play only in the UK. BBC iPlayer also needs a TV licence and blocks many VPN addresses, so we cannot promise that it works.`,
    gaming: msg`London links well to the European game hubs in London, Amsterdam and Frankfurt, with short routes from anywhere in the UK and Ireland.`,
    facts: [
      msg`The Investigatory Powers Act makes UK internet providers keep connection records. Your provider sees that you use a VPN, not which sites you visit, and our UK servers keep no activity logs.`,
      msg`A VPN does not change your obligations under UK law, including the age checks required under the Online Safety Act.`,
    ],
    faq: {
      question: msg`London or Manchester: which is faster?`,
      answer: msg`From the south of England and from abroad, London is usually fastest. From the north of England and Scotland, Manchester is often closer.`,
    },
  },
  'usa-vpn': {
    streaming: msg`Many American services, such as Hulu and Peacock, are only offered in the United States. A US server helps Americans abroad reach the services they pay for, but services may block VPN addresses.`,
    gaming: msg`Servers on the East Coast, the West Coast and in Chicago and Dallas keep routes to US game servers short wherever you are in the country.`,
    facts: [
      msg`The United States has no federal law that requires VPN providers to keep logs. Our US servers run from memory only, so there is nothing stored to hand over.`,
    ],
    faq: {
      question: msg`Which US city should I choose?`,
      answer: msg`The nearest one, usually. Pick New York or Miami from Europe and Latin America, Los Angeles or Seattle from Asia, and Chicago or Dallas for the middle of the country.`,
    },
  },
};

/** Said on every region page: banking while travelling works the same everywhere. */
export const BANKING = msg`Banks often add checks or block payments when you log in from abroad. Connecting to your home country first makes the session look familiar; keep two-factor authentication on either way.`;

/** Limits every region page states plainly. */
export const LIMITS: readonly MessageDescriptor[] = [
  msg`A VPN changes your IP address, not who you are: sites you sign in to still know your account.`,
  msg`Streaming services decide what they show in each country and may block VPN addresses. We keep popular services working where we can, but we do not promise any catalogue.`,
  msg`A VPN does not make illegal activity legal anywhere, and using one can break some services' terms.`,
];

/** The question every region page answers about logs. */
export const LOGS_FAQ: FaqItem = {
  question: msg`Do these servers keep logs?`,
  answer: msg`No. Every Harbor VPN server runs from memory (RAM) only, with nothing written to disk. We do not log the sites you visit, your traffic, DNS queries, your IP address or when you connect.`,
};

export const INDEX_FAQ: readonly FaqItem[] = [
  {
    question: msg`How many server locations does Harbor VPN have?`,
    answer: msg`More than 3,000 servers in 65 countries. This page shows our most popular locations; the apps list every country and city.`,
  },
  {
    question: msg`What is a virtual location?`,
    answer: msg`A server that gives you an IP address of one country while standing in another. We use them where we cannot run servers without logging, and we always label them in the apps.`,
  },
  {
    question: msg`Can I switch locations as often as I like?`,
    answer: msg`Yes. Switching is free and unlimited on every plan; the apps reconnect in a few seconds.`,
  },
  LOGS_FAQ,
];
