import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { ORGAN_NAMES, OrganIcon } from './organ-icons';
import { SPLASH_TIMINGS, type SplashPhase, splashBackdropSx } from './splash-rules';

const float = keyframes`
  0%, 100% { transform: translateY(0) rotate(0deg); }
  50% { transform: translateY(-14px) rotate(6deg); }
`;

/** The icons sit on a ring around the logo, as wide as the screen allows. */
const ringPosition = (index: number, count: number) => {
  const angle = (index / count) * 2 * Math.PI - Math.PI / 2;
  const x = Math.cos(angle).toFixed(3);
  const y = Math.sin(angle).toFixed(3);
  return {
    left: `calc(50% + ${x} * min(40vw, 260px) - 32px)`,
    top: `calc(50% + ${y} * min(34vh, 230px) - 32px)`,
  };
};

/** The splash's picture and controls (loaded by `StartupSplash` when it plays). */
export const StartupSplashView = ({ phase, onSkip }: { phase: SplashPhase; onSkip: () => void }) => {
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onSkip();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [onSkip]);

  return (
    <Box
      onClick={onSkip}
      sx={{
        ...splashBackdropSx,
        opacity: phase === 'fade' ? 0 : 1,
        transition: `opacity ${SPLASH_TIMINGS.fadeMs}ms ease`,
        cursor: 'pointer',
        overflow: 'hidden',
      }}
    >
      {ORGAN_NAMES.map((name, index) => (
        <Box
          key={name}
          aria-hidden="true"
          sx={{
            position: 'absolute',
            ...ringPosition(index, ORGAN_NAMES.length),
            width: 64,
            height: 64,
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            bgcolor: 'rgba(255, 255, 255, 0.12)',
            border: '1px solid rgba(255, 255, 255, 0.35)',
            opacity: phase === 'intro' ? 0 : 0.95,
            transition: 'opacity 400ms ease',
            animation: `${float} ${2.4 + index * 0.3}s ease-in-out ${index * 0.15}s infinite`,
          }}
        >
          <OrganIcon name={name} size={36} />
        </Box>
      ))}
      <Box sx={{ textAlign: 'center', px: 3 }}>
        <Box
          component="img"
          src="/favicon.svg"
          alt=""
          width={72}
          height={72}
          sx={{ borderRadius: 3, outline: '3px solid rgba(255,255,255,0.85)', mb: 2 }}
        />
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          UroSim
        </Typography>
        <Typography component="p" role="status" sx={{ mt: 1, mb: 3, fontSize: '1.125rem' }}>
          Loading your virtual training environment...
        </Typography>
        <Button
          variant="outlined"
          color="inherit"
          onClick={(event) => {
            event.stopPropagation();
            onSkip();
          }}
          sx={{
            borderColor: 'rgba(255,255,255,0.8)',
            '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.common.white}` },
          }}
        >
          Skip intro
        </Button>
      </Box>
    </Box>
  );
};
