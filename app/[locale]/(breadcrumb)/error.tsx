"use client";

// Every boundary is the one module of components/layout/error-boundary.tsx.
export { default } from "@/components/layout/error-boundary";
