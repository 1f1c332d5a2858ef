import classes from './ItemLogo.module.css';

/** An item's logo (certification, company) at a fixed square size; decorative next to the name. */
export function ItemLogo({ src, size }: { src: string; size: number }) {
  return (
    <img
      className={classes.logo}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
