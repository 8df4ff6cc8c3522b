import type { SimplePageProps } from 'docsgen';
import { Layout } from './Layout.tsx';
import { themeText } from './theme-text.ts';
import { swizzled } from './swizzled.ts';

export function NotFound(props: SimplePageProps) {
  return (
    <Layout {...props}>
      {swizzled(
        props,
        'NotFound',
        <main id="main" className="simple-page not-found" tabIndex={-1}>
          <h1>{themeText(props.site.settings, 'theme.NotFound.title', 'Page Not Found')}</h1>
          <p>
            We could not find what you were looking for. The page may have moved to another docs version, or the link
            that brought you here is out of date.
          </p>
          <p>
            Try the <a href={props.site.latest.mainHref}>latest documentation</a>, <a href="/search">search the docs</a>
            , or go back to the <a href="/">home page</a>.
          </p>
        </main>,
      )}
    </Layout>
  );
}
