/** The colours: stains and weathered wood, skies, seasons, and what a scene derives from them. */
import { lighten, mix } from './util'

export interface Wood {
  base: string
  light: string
  dark: string
  end: string
  endDark: string
  grain: string
}

export const STAINS: readonly Wood[] = [
  // honey
  {
    base: '#c8873a',
    light: '#e9b466',
    dark: '#7f4f1f',
    end: '#efcf97',
    endDark: '#b87b39',
    grain: '#6b4016',
  },
  // cedar
  {
    base: '#b66a37',
    light: '#dc9059',
    dark: '#6c3618',
    end: '#ebbb8a',
    endDark: '#a6622f',
    grain: '#5a2c10',
  },
  // amber
  {
    base: '#cc9445',
    light: '#f0c071',
    dark: '#875722',
    end: '#f3d7a3',
    endDark: '#c28a45',
    grain: '#70451a',
  },
  // chestnut
  {
    base: '#ad6c33',
    light: '#d4944f',
    dark: '#623916',
    end: '#e6b985',
    endDark: '#9e642e',
    grain: '#4f2e10',
  },
]

export const WEATHERED: Wood = {
  base: '#9f998e',
  light: '#cbc5b9',
  dark: '#676158',
  end: '#bcb5a7',
  endDark: '#867f72',
  grain: '#524c44',
}

export interface Sky {
  top: string
  mid: string
  horizon: string
  sun: string | null
  glow: string
  cloud: string
  cloudShade: string
  clouds: number
  warm: number
  windowGlow: boolean
  grey: boolean
}

export const SKIES: readonly Sky[] = [
  {
    top: '#3874bf',
    mid: '#78aede',
    horizon: '#d8ecf6',
    sun: '#fffbe8',
    glow: '#fff4cc',
    cloud: '#ffffff',
    cloudShade: '#d6e2ee',
    clouds: 3,
    warm: 0,
    windowGlow: false,
    grey: false,
  },
  {
    top: '#4a7fbf',
    mid: '#95bfe4',
    horizon: '#f4e4c8',
    sun: '#fff3cf',
    glow: '#ffe6ad',
    cloud: '#fffaf2',
    cloudShade: '#e3d8d0',
    clouds: 4,
    warm: 0.12,
    windowGlow: false,
    grey: false,
  },
  {
    top: '#4b6aa6',
    mid: '#ab9fbd',
    horizon: '#f7c58a',
    sun: '#ffe6a8',
    glow: '#ffc472',
    cloud: '#fde6cf',
    cloudShade: '#d7a39c',
    clouds: 3,
    warm: 0.3,
    windowGlow: true,
    grey: false,
  },
  {
    top: '#2a63ae',
    mid: '#5b98d5',
    horizon: '#c0def1',
    sun: '#ffffff',
    glow: '#eaf6ff',
    cloud: '#ffffff',
    cloudShade: '#cfdceb',
    clouds: 2,
    warm: 0,
    windowGlow: false,
    grey: false,
  },
]

export const GREY_SKIES: readonly Sky[] = [
  {
    top: '#7b8793',
    mid: '#a1aab1',
    horizon: '#d2d3ce',
    sun: null,
    glow: '#e8e8e2',
    cloud: '#e2e4e4',
    cloudShade: '#9da4aa',
    clouds: 7,
    warm: 0,
    windowGlow: false,
    grey: true,
  },
  {
    top: '#8797a6',
    mid: '#b1bac0',
    horizon: '#dcd9cf',
    sun: null,
    glow: '#ecebe4',
    cloud: '#e9e9e6',
    cloudShade: '#a4aab0',
    clouds: 6,
    warm: 0,
    windowGlow: false,
    grey: true,
  },
]

interface Season {
  grassFar: string
  grassNear: string
  grassDark: string
  pine: string
  pineShade: string
  leaves: readonly string[]
  flowers: readonly string[]
  snowLift: number
}

export const SEASONS = {
  summer: {
    grassFar: '#a3bf66',
    grassNear: '#6f9a43',
    grassDark: '#52782f',
    pine: '#34603f',
    pineShade: '#214330',
    leaves: ['#7fae4a', '#93bf57', '#6a9a3d'],
    flowers: ['#f2d04b', '#f4f1f7', '#b98ad6'],
    snowLift: 0,
  },
  autumn: {
    grassFar: '#bdb46b',
    grassNear: '#8e9545',
    grassDark: '#6c7533',
    pine: '#31583a',
    pineShade: '#1f3e29',
    leaves: ['#f0b93a', '#f6cd55', '#e39a2c', '#d9862a'],
    flowers: [],
    snowLift: 20,
  },
  late: {
    grassFar: '#b0bb69',
    grassNear: '#7f9a48',
    grassDark: '#5f7a35',
    pine: '#335d3d',
    pineShade: '#20412d',
    leaves: ['#a8be4f', '#dcc34a', '#8fb24a'],
    flowers: ['#f2d04b', '#e9e4f2'],
    snowLift: -10,
  },
  spring: {
    grassFar: '#a9cc72',
    grassNear: '#79a94b',
    grassDark: '#5a8636',
    pine: '#33603e',
    pineShade: '#20432d',
    leaves: ['#a9d16a', '#bfdc7e', '#93c35b'],
    flowers: ['#f5e06a', '#ffffff', '#9a8fe0'],
    snowLift: 60,
  },
  dry: {
    grassFar: '#bcb184',
    grassNear: '#979063',
    grassDark: '#77714b',
    pine: '#405c45',
    pineShade: '#2a4131',
    leaves: ['#b5a65a', '#c9b26a', '#9c9a5a'],
    flowers: [],
    snowLift: -20,
  },
} satisfies Record<string, Season>

export interface Env {
  sky: Sky
  season: Season
  farRock: string
  rock: string
  rockTop: string
  shadow: string
  snow: string
  forest: string
  haze: string
}

export function envOf(sky: Sky, season: Season): Env {
  const warmRock = sky.warm > 0.2 ? '#8d7488' : '#5f6d86'
  const rock = mix(warmRock, sky.mid, 0.22)
  return {
    sky,
    season,
    farRock: mix(mix('#8a9bb8', sky.horizon, 0.3), sky.mid, 0.25),
    rock,
    rockTop: lighten(rock, 0.12),
    shadow: sky.grey ? '#4d5560' : '#2f3a58',
    snow: sky.warm > 0.2 ? '#fff3e6' : sky.grey ? '#eceeee' : '#f8fbfd',
    forest: mix(season.pine, sky.mid, sky.grey ? 0.32 : 0.22),
    haze: sky.horizon,
  }
}

/** A stain part-way between weathered grey and a colour. */
export function mix3(a: Wood, b: Wood, t: number): Wood {
  return {
    base: mix(a.base, b.base, t),
    light: mix(a.light, b.light, t),
    dark: mix(a.dark, b.dark, t),
    end: mix(a.end, b.end, t),
    endDark: mix(a.endDark, b.endDark, t),
    grain: mix(a.grain, b.grain, t),
  }
}
