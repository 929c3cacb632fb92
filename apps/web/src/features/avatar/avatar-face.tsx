import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import type { Viseme } from './visemes';

export type AvatarState = 'listening' | 'thinking' | 'speaking';

/** The mouth per shape: outer lip path (a 60×30 box centred on the mouth). */
const MOUTHS: Record<Viseme, string> = {
  rest: 'M-18 0 Q0 4 18 0 Q0 6 -18 0 Z',
  closed: 'M-16 0 Q0 1 16 0 Q0 3 -16 0 Z',
  open: 'M-15 -3 Q0 -6 15 -3 Q0 16 -15 -3 Z',
  wide: 'M-21 -2 Q0 -4 21 -2 Q0 9 -21 -2 Z',
  round: 'M-9 -5 Q0 -9 9 -5 Q12 6 0 11 Q-12 6 -9 -5 Z',
  teeth: 'M-17 -2 Q0 -4 17 -2 Q0 7 -17 -2 Z',
};

/** Brows (left, right) per manner: raised inner ends when anxious, knitted in irritation. */
const BROWS: Record<string, [string, string]> = {
  anxious: ['M-58 -52 Q-40 -64 -22 -60', 'M22 -60 Q40 -64 58 -52'],
  irritable: ['M-58 -60 Q-40 -58 -22 -50', 'M22 -50 Q40 -58 58 -60'],
  embarrassed: ['M-58 -54 Q-40 -62 -22 -58', 'M22 -58 Q40 -62 58 -54'],
  default: ['M-58 -56 Q-40 -64 -22 -58', 'M22 -58 Q40 -64 58 -56'],
};

/** Pain lowers and draws the brows together, whatever the manner (the pain faces of PSPI). */
const PAIN_BROWS: [string, string] = ['M-58 -58 Q-42 -58 -20 -52', 'M20 -52 Q42 -58 58 -58'];

/** The eyes' half-height: narrowed by pain, shut tight in a wince. */
const EYE_HEIGHT = { none: 9, moderate: 6.5, severe: 5 } as const;

/** How often a patient in pain winces at rest (ms, a random time between the two) and for how long. */
export const WINCE = { moderate: [9000, 15000], severe: [5000, 9000], durationMs: 700 } as const;

export type PainLevel = keyof typeof EYE_HEIGHT;

const SKIN = { female: '#e8b896', male: '#d9a47f' };

/** The outline of the frame per state (the state is also said in words beside the face). */
const FRAME: Record<AvatarState, { colour: string; width: number }> = {
  listening: { colour: '#9fb3c8', width: 3 },
  thinking: { colour: '#5b6b7b', width: 4 },
  speaking: { colour: '#1565c0', width: 6 },
};

/**
 * The patient's face, drawn in SVG (ADR 0128): the mouth takes the current viseme, the eyes blink
 * every few seconds, the head sways a little at rest (not with reduced motion), brows and colour
 * follow the persona's manner. A patient in pain has knitted brows, narrowed eyes and a tight mouth
 * at rest, and winces now and then while listening (not with reduced motion); in severe pain, a bead
 * of sweat.
 */
export const AvatarFace = ({
  viseme,
  state,
  sex,
  age,
  manner,
  pain = 'none',
  reducedMotion,
}: {
  viseme: Viseme;
  state: AvatarState;
  sex: 'male' | 'female';
  age: number;
  manner?: string;
  pain?: PainLevel;
  reducedMotion: boolean;
}) => {
  const [blink, setBlink] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          setBlink(true);
          timer = setTimeout(() => {
            setBlink(false);
            next();
          }, 140);
        },
        2500 + Math.random() * 3000,
      );
    };
    next();
    return () => clearTimeout(timer);
  }, []);
  const [wince, setWince] = useState(false);
  const canWince = pain !== 'none' && !reducedMotion && state === 'listening';
  useEffect(() => {
    if (!canWince) return;
    const [least, most] = WINCE[pain];
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          setWince(true);
          timer = setTimeout(() => {
            setWince(false);
            next();
          }, WINCE.durationMs);
        },
        least + Math.random() * (most - least),
      );
    };
    next();
    return () => {
      clearTimeout(timer);
      setWince(false);
    };
  }, [canWince, pain]);
  const mouth = reducedMotion && viseme !== 'rest' ? 'open' : viseme;
  const brows = pain === 'none' ? (BROWS[manner ?? ''] ?? BROWS.default!) : PAIN_BROWS;
  const eyeHeight = blink ? 1.5 : wince ? 2 : EYE_HEIGHT[pain];
  // At rest the mouth of a patient in pain is drawn tight, its corners down; harder in a wince.
  const mouthPath =
    mouth === 'rest' && pain !== 'none'
      ? wince
        ? 'M-22 4 Q0 -6 22 4 Q0 0 -22 4 Z'
        : 'M-19 3 Q0 -3 19 3 Q0 3 -19 3 Z'
      : MOUTHS[mouth];
  const grey = age >= 60;
  const hair = grey ? '#b9b4ad' : sex === 'female' ? '#5a3a22' : '#3b2a1e';
  const gazeY = manner === 'embarrassed' ? 4 : 0;
  return (
    <Box
      component="svg"
      viewBox="-120 -140 240 280"
      role="img"
      aria-label={`The patient, ${state}`}
      data-viseme={viseme}
      data-state={state}
      data-blink={blink ? 'closed' : 'open'}
      data-pain={pain}
      data-wince={wince ? 'yes' : 'no'}
      sx={{
        width: '100%',
        maxWidth: 260,
        height: 'auto',
        display: 'block',
        mx: 'auto',
        '@keyframes avatar-sway': {
          '0%, 100%': { transform: 'rotate(-1deg) translateY(0)' },
          '50%': { transform: 'rotate(1deg) translateY(-2px)' },
        },
        '& .head': {
          transformOrigin: '0 100px',
          animation: reducedMotion
            ? 'none'
            : `avatar-sway ${manner === 'anxious' ? 3 : 6}s ease-in-out infinite`,
        },
      }}
    >
      {/* The frame shows the state too: a calm outline listening, a strong one speaking, dashed thinking. */}
      <rect
        x="-118"
        y="-138"
        width="236"
        height="276"
        rx="16"
        fill="#e7eef5"
        stroke={FRAME[state].colour}
        strokeWidth={FRAME[state].width}
        strokeDasharray={state === 'thinking' ? '10 8' : undefined}
      />
      <g className="head">
        <path d="M-70 140 Q-70 80 0 78 Q70 80 70 140 Z" fill={sex === 'female' ? '#6d8fb3' : '#4f6f52'} />
        <rect x="-18" y="50" width="36" height="40" fill={SKIN[sex]} />
        <ellipse cx="0" cy="-10" rx="72" ry="88" fill={SKIN[sex]} />
        {sex === 'female' ? (
          <path d="M-78 30 Q-92 -100 0 -104 Q92 -100 78 30 Q70 -60 0 -74 Q-70 -60 -78 30 Z" fill={hair} />
        ) : (
          <path d="M-72 -30 Q-76 -100 0 -102 Q76 -100 72 -30 Q62 -76 0 -80 Q-62 -76 -72 -30 Z" fill={hair} />
        )}
        {manner === 'embarrassed' && (
          <>
            <ellipse cx="-42" cy="18" rx="14" ry="8" fill="#e58a8a" opacity="0.45" />
            <ellipse cx="42" cy="18" rx="14" ry="8" fill="#e58a8a" opacity="0.45" />
          </>
        )}
        <path d={brows[0]} stroke={hair} strokeWidth="5" fill="none" strokeLinecap="round" />
        <path d={brows[1]} stroke={hair} strokeWidth="5" fill="none" strokeLinecap="round" />
        {pain !== 'none' && (
          <path d="M-7 -54 L-5 -42 M7 -54 L5 -42" stroke="#b27a5a" strokeWidth="2" strokeLinecap="round" />
        )}
        {pain === 'severe' && <path d="M63 -2 Q67 7 63 11 Q59 7 63 -2 Z" fill="#bfe3f5" stroke="#8fbfd8" />}
        {[-40, 40].map((x) => (
          <g key={x}>
            <ellipse cx={x} cy={-30} rx="15" ry={eyeHeight} fill="#fff" />
            {eyeHeight > 2 && <circle cx={x} cy={-30 + gazeY} r={Math.min(5.5, eyeHeight)} fill="#2b3a4a" />}
          </g>
        ))}
        <path d="M0 -22 Q-8 10 -6 14 Q0 18 6 14" stroke="#b27a5a" strokeWidth="3" fill="none" />
        {age >= 55 && <path d="M-52 -8 Q-44 -4 -36 -8 M36 -8 Q44 -4 52 -8" stroke="#b27a5a" fill="none" />}
        <g transform="translate(0 40)">
          <path d={mouthPath} fill="#8c3b3b" stroke="#6e2a2a" strokeWidth="2" />
          {mouth === 'teeth' && <rect x="-12" y="-2" width="24" height="3" fill="#fff" />}
        </g>
        {state === 'thinking' && (
          <g fill="#5b6b7b">
            <circle cx="70" cy="-100" r="5" />
            <circle cx="86" cy="-112" r="7" />
            <circle cx="104" cy="-124" r="9" />
          </g>
        )}
      </g>
    </Box>
  );
};
