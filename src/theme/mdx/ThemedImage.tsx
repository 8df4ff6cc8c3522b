import type { ImgHTMLAttributes, ReactElement } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

/**
 * Both images are in the HTML; CSS shows the one of the current colour mode (and follows
 * the system without JavaScript), so switching needs no script.
 */
export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps): ReactElement {
  return (
    <>
      <img
        {...rest}
        alt={alt}
        src={sources.light}
        className={['themed-image', 'themed-image--light', className].filter(Boolean).join(' ')}
      />
      <img
        {...rest}
        alt={alt}
        src={sources.dark}
        className={['themed-image', 'themed-image--dark', className].filter(Boolean).join(' ')}
      />
    </>
  );
}
