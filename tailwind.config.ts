import type { Config } from "tailwindcss";

// Stylesheet screens of SPEC §9, defined here only (loaded from styles/globals.css with @config).
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    screens: {
      xs: "320px",
      sm: "640px",
      md: "768px",
      lg: "1024px",
      xl: "1280px",
      "2xl": "1536px",
    },
  },
};

export default config;
