import type { Access } from 'payload'

export const nobody: Access = () => false
