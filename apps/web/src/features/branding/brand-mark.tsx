import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SiteBranding } from '@urosim/contracts';

type Mark = SiteBranding['funder'];

/** A funder logo or badge: the image named by its alt text, linked when the deployer gave a link. */
export const BrandMark = ({ mark, height = 32 }: { mark: Mark; height?: number }) => {
  const image = (
    <Box
      component="img"
      src={mark.imageUrl}
      alt={mark.name}
      height={height}
      width={Math.round(height * 3.3)}
      loading="lazy"
      sx={{ display: 'block', height, width: 'auto', maxWidth: '100%' }}
    />
  );
  return mark.href ? (
    <Link href={mark.href} rel="noopener" sx={{ display: 'inline-block' }}>
      {image}
    </Link>
  ) : (
    image
  );
};
