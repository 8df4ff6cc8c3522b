import { defineConfig } from 'docsgen';

/**
 * Written by `docsgen init --from-docusaurus` from docusaurus.config.js and versions.json.
 * Not carried over (see `docsgen init --from-docusaurus` output):
 *   src/css/custom.css: sets --ifm-alert-padding-vertical, which docsgen's theme does not read (the --ifm-* it reads are listed in docs/theme-variables.md)
 */
export default defineConfig({
  title: "Lookout",
  tagline: "Keeps its look",
  url: "https://lookout.example",
  baseUrl: "/",
  socialImage: "/img/social.png",
  versions: [
    {
      name: "current",
      label: "Next",
      path: "/docs",
      banner: "none",
      folder: "docs",
      sidebars: "sidebars.js",
      landing: false
    }
  ],
  latestVersion: "current",
  navbar: {
    title: "Lookout",
    items: [
      {
        type: "docSidebar",
        sidebarId: "guideSidebar",
        label: "Guide",
        position: "left"
      },
      {
        type: "doc",
        docId: "api/reference",
        label: "API",
        position: "left"
      },
      {
        type: "docsVersion",
        label: "Current docs",
        position: "left"
      },
      {
        type: "dropdown",
        label: "More",
        items: [
          {
            type: "link",
            label: "Setup",
            href: "/docs/guide/setup"
          },
          {
            type: "doc",
            docId: "intro",
            label: "Introduction"
          },
          {
            type: "link",
            label: "Source",
            href: "https://example.com/lookout"
          }
        ],
        position: "left"
      },
      {
        type: "link",
        label: "Setup",
        href: "/docs/guide/setup",
        position: "left"
      },
      {
        type: "link",
        label: "Playground",
        href: "pathname:///playground/",
        position: "right"
      },
      {
        type: "html",
        value: "<span class=\"look-badge\">beta</span>",
        position: "right"
      },
      {
        type: "versions",
        position: "right",
        itemsAfter: [
          {
            type: "link",
            label: "All versions",
            href: "https://example.com/lookout/versions"
          }
        ]
      },
      {
        type: "search",
        position: "right"
      },
      {
        type: "localeDropdown",
        position: "right"
      },
      {
        type: "link",
        label: "Issues",
        href: "https://example.com/lookout/issues",
        position: "right"
      }
    ],
    logo: {
      src: "/img/logo.svg",
      srcDark: "/img/logo-dark.svg",
      alt: "Lookout logo",
      width: 32,
      height: 32
    },
    hideOnScroll: true
  },
  footer: {
    copyright: "Copyright © 2025 Lookout&trade;. <a href=\"https://example.com/cookies\">Cookie Policy</a> Built with care.",
    links: [
      {
        title: "Docs",
        items: [
          {
            label: "Introduction",
            href: "/docs/intro"
          },
          {
            label: "Setup",
            href: "/docs/guide/setup"
          }
        ]
      },
      {
        title: "Community",
        items: [
          {
            label: "Forum",
            href: "https://example.com/forum"
          },
          {
            html: "<a href=\"https://example.com/chat\" class=\"look-chat\">Chat</a>"
          }
        ]
      }
    ],
    logo: {
      src: "/img/logo.svg",
      alt: "Lookout",
      href: "https://example.com/lookout",
      width: 48
    },
    style: "dark"
  },
  favicon: "/img/favicon.svg",
  head: [
    {
      tagName: "meta",
      attributes: {
        name: "keywords",
        content: "lookout, docs"
      }
    }
  ],
  stylesheets: [
    "src/css/custom.css"
  ],
  codeBlocks: {
    engine: "prism",
    lightTheme: "github-light",
    darkTheme: "dracula"
  },
  onBrokenLinks: "throw",
  nameLabels: "as-written",
  images: {
    steps: 1,
    captions: false
  }
});
