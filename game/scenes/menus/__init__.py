"""menus"""
