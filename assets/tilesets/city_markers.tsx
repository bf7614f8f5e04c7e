<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="city_markers" tilewidth="64" tileheight="64" tilecount="2" columns="2">
 <image source="city_markers.png" width="128" height="64"/>
 <tile id="0">
  <properties>
   <property name="marker" value="station"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="marker" value="landmark"/>
  </properties>
 </tile>
</tileset>
