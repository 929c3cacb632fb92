import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import {
  clampProgress,
  clockHand,
  DEFAULT_LOADING_MESSAGE,
  LOADER_DEFAULT_SIZES,
  type SpinnerType,
  type SpinnerVariant,
  SUCCESS_CHECK_MS,
} from './loader-rules';

// The loaders of section 4. Their motion is CSS only, so a reduced-motion request and the
// performance effects mode (theme.ts) still them: each then shows as a still picture with its text.

const bounce = keyframes`0%, 80%, 100% { transform: scale(0.4); opacity: 0.5 } 40% { transform: scale(1); opacity: 1 }`;
const wave = keyframes`0%, 100% { transform: scaleY(0.4) } 50% { transform: scaleY(1) }`;
const pulse = keyframes`0%, 100% { transform: scale(0.9); opacity: 0.7 } 50% { transform: scale(1.05); opacity: 1 }`;
const spin = keyframes`from { transform: rotate(0deg) } to { transform: rotate(360deg) }`;
const swing = keyframes`0%, 100% { transform: rotate(-12deg) } 50% { transform: rotate(12deg) }`;
const float = keyframes`0%, 100% { transform: translateY(0) } 50% { transform: translateY(-25%) }`;
const draw = keyframes`from { stroke-dashoffset: 48 } to { stroke-dashoffset: 0 }`;
const twist = keyframes`0%, 100% { transform: scaleX(1) } 50% { transform: scaleX(-1) }`;

const Spinner = ({ type, size }: { type: SpinnerType; size: number }) => {
  switch (type) {
    case 'dots':
      return (
        <Box aria-hidden="true" sx={{ display: 'flex', gap: size / 8 }}>
          {[0, 1, 2].map((n) => (
            <Box
              key={n}
              sx={{
                width: size / 4,
                height: size / 4,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                animation: `${bounce} 1.4s ${n * 0.16}s infinite ease-in-out both`,
              }}
            />
          ))}
        </Box>
      );
    case 'wave':
      return (
        <Box aria-hidden="true" sx={{ display: 'flex', gap: size / 16, height: size, alignItems: 'center' }}>
          {[0, 1, 2, 3, 4].map((n) => (
            <Box
              key={n}
              sx={{
                width: size / 8,
                height: size,
                bgcolor: 'primary.main',
                borderRadius: 1,
                animation: `${wave} 1.2s ${n * 0.1}s infinite ease-in-out`,
              }}
            />
          ))}
        </Box>
      );
    case 'branded':
      return (
        <Box
          component="img"
          src="/favicon.svg"
          alt=""
          sx={{ width: size, height: size, animation: `${pulse} 1.6s infinite ease-in-out` }}
        />
      );
    case 'progress':
      return <LinearProgress aria-hidden="true" sx={{ width: size * 4, maxWidth: '100%' }} />;
    default:
      return <CircularProgress aria-hidden="true" size={size} />;
  }
};

/** Section 4's loading spinner: five types, any size, inline, over a part of the page or full screen. */
export const LoadingSpinner = ({
  type = 'circular',
  size = 40,
  variant = 'inline',
  message = DEFAULT_LOADING_MESSAGE,
}: {
  type?: SpinnerType;
  size?: number;
  variant?: SpinnerVariant;
  message?: string;
}) => (
  <Box
    role="status"
    data-loader={type}
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1.5,
      p: 2,
      ...(variant === 'fullscreen' && {
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        bgcolor: 'background.default',
      }),
      ...(variant === 'overlay' && {
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        bgcolor: 'rgba(255, 255, 255, 0.85)',
      }),
    }}
  >
    <Spinner type={type} size={size} />
    <Typography>{message}</Typography>
  </Box>
);

/** A still or moving picture with a spoken label (the picture itself is decoration). */
const Figure = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => (
  <Box
    role="img"
    aria-label={label}
    data-loader={testId}
    sx={{ display: 'inline-flex', color: 'primary.main' }}
  >
    {children}
  </Box>
);

export const DnaLoader = ({ size = LOADER_DEFAULT_SIZES.dna }: { size?: number }) => (
  <Figure label="Loading (DNA strand)" testId="dna">
    <Box component="svg" viewBox="0 0 24 48" sx={{ width: size / 2, height: size }}>
      {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
        <Box
          component="g"
          key={n}
          sx={{
            transformOrigin: '12px center',
            transformBox: 'fill-box',
            animation: `${twist} 2s ${n * 0.12}s infinite ease-in-out`,
          }}
        >
          <line x1="3" x2="21" y1={4 + n * 5.7} y2={4 + n * 5.7} stroke="currentColor" strokeWidth="1.5" />
          <circle cx="3" cy={4 + n * 5.7} r="2" fill="currentColor" />
          <circle cx="21" cy={4 + n * 5.7} r="2" fill="#6a1b58" />
        </Box>
      ))}
    </Box>
  </Figure>
);

export const StethoscopeLoader = ({ size = LOADER_DEFAULT_SIZES.stethoscope }: { size?: number }) => (
  <Figure label="Loading (swinging stethoscope)" testId="stethoscope">
    <Box
      component="svg"
      viewBox="0 0 48 48"
      sx={{
        width: size,
        height: size,
        transformOrigin: '50% 8%',
        animation: `${swing} 1.8s infinite ease-in-out`,
      }}
    >
      <path
        d="M14 4v14a10 10 0 0 0 20 0V4M24 28v6a8 8 0 0 0 16 0v-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="40" cy="26" r="4" fill="none" stroke="currentColor" strokeWidth="3" />
    </Box>
  </Figure>
);

const urologyGlyphs = ['🫘', '💧', '🩺', '🧪', '💊', '🔬', '🩻', '📋'];

export const FloatingIconsLoader = ({
  size = LOADER_DEFAULT_SIZES.floatingIcons,
  count = LOADER_DEFAULT_SIZES.floatingIconCount,
}: {
  size?: number;
  count?: number;
}) => (
  <Figure label="Loading (floating urology icons)" testId="floating-icons">
    <Box aria-hidden="true" sx={{ display: 'flex', gap: 1 }}>
      {urologyGlyphs.slice(0, count).map((glyph, n) => (
        <Box
          key={glyph}
          component="span"
          data-floating-icon
          sx={{ fontSize: size, lineHeight: 1, animation: `${float} 2.4s ${n * 0.2}s infinite ease-in-out` }}
        >
          {glyph}
        </Box>
      ))}
    </Box>
  </Figure>
);

/** The success checkmark: draws itself, then calls `onComplete` after 1.5 s. */
export const SuccessCheck = ({ size = 64, onComplete }: { size?: number; onComplete?: () => void }) => {
  useEffect(() => {
    if (!onComplete) return;
    const timer = setTimeout(onComplete, SUCCESS_CHECK_MS);
    return () => clearTimeout(timer);
  }, [onComplete]);
  return (
    <Figure label="Done" testId="success-check">
      <Box component="svg" viewBox="0 0 24 24" sx={{ width: size, height: size, color: 'status.success' }}>
        <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
        <Box
          component="path"
          d="M6.5 12.5l3.5 3.5 7.5-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          sx={{ strokeDasharray: 48, animation: `${draw} 0.8s ease-out both` }}
        />
      </Box>
    </Figure>
  );
};

export const SkillRadarLoader = ({ size = LOADER_DEFAULT_SIZES.skillRadar }: { size?: number }) => {
  const points = Array.from({ length: 6 }, (_, n) => {
    const angle = (n / 6) * 2 * Math.PI;
    return `${50 + Math.sin(angle) * 40},${50 - Math.cos(angle) * 40}`;
  }).join(' ');
  return (
    <Figure label="Loading (skill radar)" testId="skill-radar">
      <Box component="svg" viewBox="0 0 100 100" sx={{ width: size, height: size }}>
        <polygon points={points} fill="none" stroke="#c4cdd8" strokeWidth="1.5" />
        <Box component="g" sx={{ transformOrigin: '50px 50px', animation: `${spin} 3s linear infinite` }}>
          <line x1="50" y1="50" x2="50" y2="10" stroke="currentColor" strokeWidth="2.5" />
        </Box>
        <circle cx="50" cy="50" r="3" fill="currentColor" />
      </Box>
    </Figure>
  );
};

/** A clock whose hand shows progress from 0 to 100. */
export const ClockProgress = ({
  value,
  size = LOADER_DEFAULT_SIZES.clock,
  label = 'Progress',
}: {
  value: number;
  size?: number;
  label?: string;
}) => {
  const progress = clampProgress(value);
  const hand = clockHand(progress, 36);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-loader="clock"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', color: 'primary.main' }}
    >
      <Box component="svg" viewBox="0 0 100 100" sx={{ width: size, height: size }} aria-hidden="true">
        <circle cx="50" cy="50" r="44" fill="none" stroke="#c4cdd8" strokeWidth="6" />
        <circle
          cx="50"
          cy="50"
          r="44"
          fill="none"
          stroke="currentColor"
          strokeWidth="6"
          strokeDasharray={`${(progress / 100) * 276.5} 276.5`}
          transform="rotate(-90 50 50)"
        />
        <line x1="50" y1="50" x2={50 + hand.x} y2={50 + hand.y} stroke="currentColor" strokeWidth="3" />
      </Box>
      <Typography variant="body2">{progress}%</Typography>
    </Box>
  );
};
