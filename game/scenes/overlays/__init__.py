"""overlays"""
