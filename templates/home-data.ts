/** Home page content for dir-browser, written for this site. */
export const hero = {
  title: 'dir-browser',
  subtitle: 'Browse the files and folders of your server from any web browser.',
  line: 'A complete directory listing, packaged as one Docker image.',
  demo: 'https://dir-demo.adriansoftware.de',
  screenshot: {
    src: '/img/ui-listing-light.svg',
    alt: 'dir-browser in light mode listing a folder with download counts, sizes, dates, labels and a README preview',
    width: 1200,
    height: 700,
  },
  darkScreenshot: {
    src: '/img/ui-listing-dark.svg',
    alt: 'The same dir-browser listing in dark mode',
    width: 1200,
    height: 700,
  },
};

export const dockerCommand =
  'docker run --rm -p 8080:80 -v $(pwd):/var/www/html/public:ro -v rdb:/var/lib/redis/ -it adrianschubek/dir-browser';

export interface Feature {
  title: string;
  image: string;
  text: string;
  /** Words shown in bold or italics, as the home page emphasises them. */
  emphasis?: { word: string; style: 'strong' | 'em' }[];
}

export const features: Feature[] = [
  {
    title: 'Easy Docker deployment',
    image: '/img/feature-docker.svg',
    text: 'The whole application lives in a single self-contained image, ready to run wherever Docker does.',
  },
  {
    title: 'Download Counter',
    image: '/img/feature-counter.svg',
    text: 'See how many times every file has been downloaded. The counts are kept in Redis.',
    emphasis: [{ word: 'Redis', style: 'em' }],
  },
  {
    title: 'Custom description & labels',
    image: '/img/feature-metadata.svg',
    text: 'Attach descriptions and coloured labels to files and folders through metadata.',
  },
  {
    title: 'README Markdown Rendering',
    image: '/img/feature-readme.svg',
    text: 'README files written in Markdown are rendered right below the listing.',
  },
  {
    title: 'Themes & Darkmode',
    image: '/img/feature-themes.svg',
    text: 'Choose one of many themes; every one of them comes with a darkmode.',
    emphasis: [
      { word: 'themes', style: 'strong' },
      { word: 'darkmode', style: 'strong' },
    ],
  },
  {
    title: 'Fast file serving',
    image: '/img/feature-nginx.svg',
    text: 'NGINX, a fast web server and reverse proxy, delivers every file for the best possible speed.',
  },
  {
    title: 'Secure by default',
    image: '/img/feature-secure.svg',
    text: 'Your files are served strictly read-only, and you can add a password on top.',
    emphasis: [
      { word: 'read-only', style: 'strong' },
      { word: 'password', style: 'strong' },
    ],
  },
  {
    title: 'Hide files & folders',
    image: '/img/feature-ignore.svg',
    text: 'Got files nobody should see? Hiding them takes one line.',
  },
  {
    title: 'Highly configurable',
    image: '/img/feature-settings.svg',
    text: 'Customise nearly every part of the app with environment variables.',
    emphasis: [{ word: 'Customise', style: 'strong' }],
  },
];

export const poweredBy = {
  href: 'https://utpp.adriansoftware.de',
  name: 'utpp',
  description: 'Universal Text Pre-Processor',
};
