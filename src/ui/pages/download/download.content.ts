import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DownloadProduct, Language } from '../../../domain/index.ts';
import { pageLink } from '../../app/page-links.ts';
import type { FaqItem } from '../../components/faq/faq-list.view.tsx';
import type { IconName } from '../../components/icon/icon.view.tsx';

/** A store or installer link for one product line. */
export type DownloadButton = { readonly label: MessageDescriptor; readonly href: string };

/** One way to set Harbor VPN up: numbered steps, with a title when a product has more than one way. */
export type InstallMethod = { readonly title?: MessageDescriptor; readonly steps: readonly MessageDescriptor[] };

export type ProductContent = {
  /** The platform's name as a visitor says it ("iPhone and iPad"). */
  readonly name: MessageDescriptor;
  readonly icon: IconName;
  readonly requirements: readonly MessageDescriptor[];
  /** The line on the index card when the first requirement is too long for it. */
  readonly summary?: MessageDescriptor;
  /** What the visitor should know before installing: a limit stated plainly. */
  readonly note?: MessageDescriptor;
  readonly methods: readonly InstallMethod[];
  readonly buttons: (language: Language) => readonly DownloadButton[];
  readonly faq: readonly FaqItem[];
};

// Router and Smart DNS steps shared by the TVs that cannot run a VPN app (docs/decisions.md, issue 6).
const ROUTER_METHOD: InstallMethod = {
  title: msg`Option 1: protect the TV through your router`,
  steps: [
    msg`Open your router's admin page and find its VPN client settings. Many routers from ASUS, GL.iNet, Synology and others support WireGuard or OpenVPN.`,
    msg`Follow the router guide in our help centre to create a WireGuard or OpenVPN configuration for the location you want, and import it into the router.`,
    msg`Connect the TV to that router by Wi-Fi or cable. Everything the TV sends now goes through the encrypted tunnel, and it counts as one of your 10 devices.`,
  ],
};

const SMART_DNS_NOTE = msg`Smart DNS does not encrypt your traffic or hide your IP address. It only changes how streaming apps find their servers, so use the router setup if privacy is what you are after.`;

const STREAMING_FAQ: FaqItem = {
  question: msg`Will streaming services show me another country's catalogue?`,
  answer: msg`Streaming services decide what they offer in each country and may block VPN and Smart DNS addresses. We keep our servers working with popular services where we can, but we cannot promise any particular catalogue. Watching is still subject to each service's terms.`,
};

export const PRODUCTS: Readonly<Record<DownloadProduct, ProductContent>> = {
  windows: {
    name: msg`Windows`,
    icon: 'laptop',
    requirements: [msg`Windows 10 or Windows 11, 64-bit (x64 or Arm)`, msg`200 MB of free disk space and administrator rights for the first installation`],
    methods: [
      {
        steps: [
          msg`Download HarborVPN-Setup.exe with the button above.`,
          msg`Open the file and confirm the Windows prompt. The installer adds the WireGuard network driver that Harbor VPN uses.`,
          msg`Sign in with the email and password of your Harbor VPN account.`,
          msg`Select Connect, or let Quick Connect choose the fastest server near you. The shield in the taskbar turns green when you are protected.`,
        ],
      },
    ],
    buttons: (language) => [{ label: msg`Download for Windows`, href: pageLink(language, 'download', 'windows.installer') }],
    faq: [
      {
        question: msg`Does Harbor VPN run on Windows on Arm?`,
        answer: msg`Yes. The installer recognises Arm laptops such as the Surface Pro and Snapdragon PCs and installs the native Arm build.`,
      },
      {
        question: msg`How do I keep some apps outside the VPN?`,
        answer: msg`Open Settings, then Split tunnelling, and choose the apps that should use your normal connection, such as a work VPN client or a local game launcher.`,
      },
    ],
  },
  mac: {
    name: msg`Mac`,
    icon: 'laptop',
    requirements: [msg`macOS 12 Monterey or later`, msg`A Mac with Apple silicon (M1 or newer) or an Intel processor`],
    methods: [
      {
        steps: [
          msg`Download HarborVPN.dmg, or get the same app from the Mac App Store.`,
          msg`Drag Harbor VPN into your Applications folder and open it.`,
          msg`Allow the VPN configuration when macOS asks. This is what lets the app route your traffic.`,
          msg`Sign in and select Connect. The icon in the menu bar shows the server you are using.`,
        ],
      },
    ],
    buttons: (language) => [
      { label: msg`Download for Mac`, href: pageLink(language, 'download', 'mac.installer') },
      { label: msg`Download on the Mac App Store`, href: pageLink(language, 'download', 'mac.appStore') },
    ],
    faq: [
      {
        question: msg`Should I use the App Store version or the direct download?`,
        answer: msg`Both have the same servers and features. The App Store version updates along with your other apps; the direct download updates itself from inside the app.`,
      },
      {
        question: msg`Is the app native on Apple silicon?`,
        answer: msg`Yes. It is a universal app that runs natively on M-series chips and on Intel Macs.`,
      },
    ],
  },
  ios: {
    name: msg`iPhone and iPad`,
    icon: 'phone',
    requirements: [msg`iOS 16 or later on iPhone, iPadOS 16 or later on iPad`],
    methods: [
      {
        steps: [
          msg`Open the App Store with the button above, or search for Harbor VPN in the App Store.`,
          msg`Tap Get, then open the app and sign in, or start your free trial from the app.`,
          msg`Tap Allow when iOS asks to add a VPN configuration, and confirm with Face ID, Touch ID or your passcode.`,
          msg`Tap Connect. The VPN badge in the status bar or Control Centre shows that you are protected.`,
        ],
      },
    ],
    buttons: (language) => [{ label: msg`Download on the App Store`, href: pageLink(language, 'download', 'ios.appStore') }],
    faq: [
      {
        question: msg`Can Harbor VPN connect by itself on public Wi-Fi?`,
        answer: msg`Yes. Turn on "Auto-connect on untrusted Wi-Fi" in the app's settings and Harbor VPN connects whenever your iPhone joins a network you have not marked as trusted.`,
      },
      {
        question: msg`Does the VPN drain my battery?`,
        answer: msg`WireGuard, the default protocol, was designed to be light on power and stays idle while you send nothing, so the effect on battery life is small.`,
      },
    ],
  },
  android: {
    name: msg`Android`,
    icon: 'phone',
    requirements: [msg`Android 8.0 or later on phones and tablets`, msg`No Google Play (for example on newer Huawei phones)? Install the APK instead.`],
    methods: [
      {
        steps: [
          msg`Install Harbor VPN from Google Play, or download the APK if your device has no Google Play.`,
          msg`Open the app and sign in with your Harbor VPN account.`,
          msg`Tap OK when Android asks to set up a VPN connection.`,
          msg`Tap Connect. A key icon in the status bar shows that the VPN is on.`,
        ],
      },
    ],
    buttons: (language) => [
      { label: msg`Get it on Google Play`, href: pageLink(language, 'download', 'android.googlePlay') },
      { label: msg`Download the APK`, href: pageLink(language, 'download', 'android.apk') },
    ],
    faq: [
      {
        question: msg`Is the APK safe to install?`,
        answer: msg`The APK is the same build as on Google Play, signed with the same key. Android asks you once to allow installs from your browser; after that the app updates itself.`,
      },
      {
        question: msg`How do I make sure nothing leaks if the connection drops?`,
        answer: msg`In Android's settings, open Network, then VPN, then Harbor VPN, and turn on "Always-on VPN" and "Block connections without VPN". Together with the app's kill switch, nothing leaves your phone unprotected.`,
      },
    ],
  },
  'apple-tv': {
    name: msg`Apple TV`,
    icon: 'device',
    requirements: [msg`tvOS 17 or later (Apple TV HD and Apple TV 4K)`],
    methods: [
      {
        steps: [
          msg`On your Apple TV, open the App Store and search for Harbor VPN.`,
          msg`Install the app and open it.`,
          msg`Sign in by scanning the QR code with your iPhone, or type your email and password with the remote.`,
          msg`Allow the VPN configuration, choose a location and select Connect.`,
        ],
      },
    ],
    buttons: (language) => [{ label: msg`View in the App Store`, href: pageLink(language, 'download', 'appleTv.appStore') }],
    faq: [
      {
        question: msg`Does the Apple TV count as one of my 10 devices?`,
        answer: msg`Yes, while it is connected, like any other device. Disconnecting it frees the place for another device.`,
      },
      STREAMING_FAQ,
    ],
  },
  'smart-tv': {
    name: msg`Android TV and Fire TV`,
    icon: 'device',
    requirements: [
      msg`Android TV 9 or later, including Google TV (Sony, TCL, Philips, Chromecast with Google TV)`,
      msg`Amazon Fire TV and Fire TV Stick with Fire OS 7 or later`,
    ],
    methods: [
      {
        steps: [
          msg`On Android TV or Google TV, open Google Play and search for Harbor VPN. On Fire TV, go to Find, then Search, and type Harbor VPN.`,
          msg`Install the app and open it.`,
          msg`Sign in with your email and password, using the remote or the keyboard in your phone's TV remote app.`,
          msg`Accept the VPN connection request, pick a location and select Connect.`,
        ],
      },
    ],
    buttons: (language) => [{ label: msg`Get it on Google Play`, href: pageLink(language, 'download', 'smartTv.googlePlay') }],
    faq: [
      {
        question: msg`My TV is not an Android TV. What can I do?`,
        answer: msg`Plug in a Fire TV Stick or a Chromecast with Google TV and install the app there, or set Harbor VPN up on your router so every device at home is covered. Our LG and Samsung guides explain both.`,
      },
      STREAMING_FAQ,
    ],
  },
  chrome: {
    name: msg`Chrome`,
    icon: 'globe',
    requirements: [msg`Chrome 120 or later on Windows, macOS, Linux or ChromeOS`, msg`Also works in Microsoft Edge and Brave, which install extensions from the Chrome Web Store`],
    note: msg`The extension is a secure proxy: it protects what you do in the browser, not your other apps. To protect the whole computer, install the desktop app.`,
    methods: [
      {
        steps: [
          msg`Open the Chrome Web Store page and select Add to Chrome.`,
          msg`Pin Harbor VPN from the puzzle-piece menu so its icon stays in the toolbar.`,
          msg`Select the icon and sign in with your Harbor VPN account.`,
          msg`Pick a location and switch the proxy on. The icon turns blue while your browsing goes through Harbor VPN.`,
        ],
      },
    ],
    buttons: (language) => [{ label: msg`Add to Chrome`, href: pageLink(language, 'download', 'chrome.webStore') }],
    faq: [
      {
        question: msg`Does the extension stop WebRTC leaks?`,
        answer: msg`Yes. It stops websites from reading your real IP address through WebRTC. You can check it with our free WebRTC leak test.`,
      },
      {
        question: msg`Do I need the extension if the desktop app is installed?`,
        answer: msg`No. When the desktop app is connected, the browser is already protected. The extension is for computers where you cannot install apps, or when you only want to protect your browsing.`,
      },
    ],
  },
  'lg-tv': {
    name: msg`LG TV`,
    icon: 'device',
    summary: msg`No app for webOS: protect the TV through your router or use Smart DNS.`,
    requirements: [
      msg`LG's webOS does not let apps create VPN connections, so there is no Harbor VPN app for LG TVs, and no other VPN provider can offer a real one either.`,
      msg`What works instead: a router with WireGuard or OpenVPN support, or Smart DNS on any LG TV.`,
    ],
    note: SMART_DNS_NOTE,
    methods: [
      ROUTER_METHOD,
      {
        title: msg`Option 2: Smart DNS on the TV`,
        steps: [
          msg`In your Harbor VPN account, add your home IP address as your allowed IP, so our Smart DNS servers answer your TV.`,
          msg`On the LG TV, open Settings, then All settings, then Network. Choose your Wi-Fi or wired connection, select Edit and untick Set automatically.`,
          msg`Enter the Smart DNS address listed in our help centre as the DNS server, save, and restart the TV.`,
        ],
      },
    ],
    buttons: () => [],
    faq: [
      {
        question: msg`Will there ever be a Harbor VPN app for LG TVs?`,
        answer: msg`Only if LG opens webOS to VPN apps. Until then, the router gives the TV full protection and Smart DNS is the quickest setup.`,
      },
      {
        question: msg`Can I use the VPN on my phone and cast to the TV instead?`,
        answer: msg`Screen mirroring with AirPlay 2 (on LG TVs from 2018 onwards) shows what your phone plays, so the phone's VPN applies. Casting from an app hands the stream to the TV itself, so the TV connects without the VPN.`,
      },
    ],
  },
  'samsung-tv': {
    name: msg`Samsung TV`,
    icon: 'device',
    summary: msg`No app for Tizen: protect the TV through your router or use Smart DNS.`,
    requirements: [
      msg`Samsung's Tizen system does not let apps create VPN connections, so there is no Harbor VPN app for Samsung TVs, and no other VPN provider can offer a real one either.`,
      msg`What works instead: a router with WireGuard or OpenVPN support, or Smart DNS on any Samsung TV.`,
    ],
    note: SMART_DNS_NOTE,
    methods: [
      ROUTER_METHOD,
      {
        title: msg`Option 2: Smart DNS on the TV`,
        steps: [
          msg`In your Harbor VPN account, add your home IP address as your allowed IP, so our Smart DNS servers answer your TV.`,
          msg`On the Samsung TV, open Settings, then General, then Network, then Network Status, and select IP Settings.`,
          msg`Set DNS Setting to Enter manually, type the Smart DNS address listed in our help centre, select OK and restart the TV.`,
        ],
      },
    ],
    buttons: () => [],
    faq: [
      {
        question: msg`Will there ever be a Harbor VPN app for Samsung TVs?`,
        answer: msg`Only if Samsung opens Tizen to VPN apps. Until then, the router gives the TV full protection and Smart DNS is the quickest setup.`,
      },
      STREAMING_FAQ,
    ],
  },
};

/** The index page's questions, about all the apps at once. */
export const INDEX_FAQ: readonly FaqItem[] = [
  {
    question: msg`How many devices can I use at the same time?`,
    answer: msg`Up to 10 at once on one subscription, in any mix of phones, computers, browsers and TVs.`,
  },
  {
    question: msg`Do I need a separate subscription for each app?`,
    answer: msg`No. Sign in with the same account in every app; your plan covers all of them.`,
  },
  {
    question: msg`Is there an app for Linux?`,
    answer: msg`Yes: a command-line client for Debian, Ubuntu and Fedora, described in our help centre. Routers and other systems can use our WireGuard and OpenVPN configurations.`,
  },
  {
    question: msg`Are the apps free to download?`,
    answer: msg`Yes. The apps are free; a subscription unlocks the VPN, and every plan comes with a 30-day money-back guarantee.`,
  },
];
