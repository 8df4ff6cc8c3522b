import type { LogoConfig } from 'docsgen';

/** A logo with its dark-mode image: both are in the page, the stylesheet shows the one of the mode. */
export function ThemedLogo({ logo, className, alt }: { logo: LogoConfig; className: string; alt: string }) {
  const size = { width: logo.width, height: logo.height };
  const cls = `${className}${logo.className ? ` ${logo.className}` : ''}`;
  if (!logo.srcDark) return <img className={cls} src={logo.src} alt={alt} {...size} />;
  return (
    <>
      <img className={`${cls} themed-light`} src={logo.src} alt={alt} {...size} />
      <img className={`${cls} themed-dark`} src={logo.srcDark} alt={alt} {...size} />
    </>
  );
}
