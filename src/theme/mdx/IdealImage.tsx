import type { ReactElement } from 'react';

/** What `require("./x.png")` gives in MDX: the URL, also as `.default` and `.src.src` (the ideal-image shape). */
export interface RequiredImage {
  default?: string;
  src?: string | { src: string; width?: number; height?: number };
  preSrc?: string;
}

export interface IdealImageProps {
  img: string | RequiredImage;
  alt?: string;
  className?: string;
  width?: number;
  height?: number;
}

export function imageUrl(img: IdealImageProps['img'] | undefined): string | undefined {
  if (!img) return undefined;
  if (typeof img === 'string') return img;
  if (typeof img.src === 'string') return img.src;
  return img.src?.src ?? img.default;
}

/**
 * @theme/IdealImage. `<Image img={require("…")} />` written in a doc never reaches this
 * component: the MDX step turns it into a markdown image, so it gets the responsive variants,
 * sizes and zoom of every other image. This renders the other cases (computed sources).
 */
export default function IdealImage(props: IdealImageProps): ReactElement {
  const src = imageUrl(props.img);
  const size = typeof props.img === 'object' && typeof props.img.src === 'object' ? props.img.src : undefined;
  return (
    <img
      src={src}
      alt={props.alt ?? ''}
      className={props.className}
      width={props.width ?? size?.width}
      height={props.height ?? size?.height}
      loading="lazy"
      decoding="async"
    />
  );
}
